import type { Suppressions } from '../audience/contract.js';
import type { ListStores } from './list-stores.js';
import type { Newsletter } from './newsletter.js';
import { normaliseEmail, subscriberId } from './rules.js';
import type { MailTokens } from './tokens.js';

/**
 * Who may not get marketing mail (unsubscribed from all, or blocklisted) and the signed unsubscribe
 * tokens every marketing mail carries. Unsubscribe tokens do not expire: the link in an old mail and
 * the List-Unsubscribe header must keep working.
 */
export class MailSuppressions implements Suppressions {
  constructor(
    private readonly stores: Pick<ListStores, 'subscribers'>,
    private readonly newsletter: Newsletter,
    private readonly tokens: MailTokens,
  ) {}

  async isSuppressed(email: string): Promise<boolean> {
    const normalised = normaliseEmail(email);
    if (!normalised) return true; // never mail something that is not an address
    const subscriber = await this.stores.subscribers.findById(subscriberId(normalised), { state: 1 });
    return subscriber !== null && subscriber.state !== 'enabled';
  }

  unsubscribeToken(email: string, listId: string | null): string {
    return this.tokens.sign({ purpose: 'unsubscribe', email: email.trim().toLowerCase(), listId, expiresAt: null });
  }

  /** Idempotent: a second use of the same token is accepted and changes nothing. */
  async unsubscribeWithToken(token: string): Promise<boolean> {
    const check = this.tokens.verify(token, 'unsubscribe');
    if (!check.ok) return false;
    const { email, listId } = check.claims;
    if (listId === null) await this.newsletter.unsubscribeEverywhere(email);
    else await this.newsletter.leaveList(email, listId);
    return true;
  }
}

/** Builds the suppressions for the sending side (EB) from the audience parts. */
export const createSuppressions = (
  stores: Pick<ListStores, 'subscribers'>,
  newsletter: Newsletter,
  tokens: MailTokens,
): Suppressions => new MailSuppressions(stores, newsletter, tokens);
