import { randomUUID } from 'node:crypto';
import { isDuplicateKey, type Decision, type Logger, type RateLimiter, type RateRule } from '@faithcraft/lib';
import { MailRelayError, type Mailer } from '../mail/mailer.js';
import { renderSubscriptionConfirmation } from './confirmation-mail.js';
import type { EmailListDoc, MembershipDoc, SubscriberDoc } from './list-models.js';
import { reconcileListCount, type ListStores } from './list-stores.js';
import {
  DEFAULT_LIST_ID,
  DEFAULT_LIST_NAME,
  ListTexts,
  cleanName,
  mayResendConfirmation,
  membershipId,
  normaliseEmail,
  subscribeOutcome,
  subscriberId,
  subscriptionStatus,
  type OptIn,
  type SubscriptionStatus,
} from './rules.js';
import type { MailTokens } from './tokens.js';

export interface ActionResult {
  success: boolean;
  message: string;
}

export interface NewsletterDeps {
  stores: ListStores;
  tokens: MailTokens;
  /** Sends from MARKETING_FROM. */
  mailer: Mailer;
  limiter: RateLimiter;
  /** Per address. */
  publicRateRule: RateRule;
  /** Per client IP address (whatever addresses it signs up). */
  publicIpRateRule: RateRule;
  publicUrl: string;
  confirmTokenHours: number;
  /** After an admin's change: answers once the Subscribers table shows the subscriber's rows. */
  shown?: (subscriberId: string) => Promise<void>;
  log: Logger;
  now?: () => Date;
}

type SubscribeStep = 'blocklisted' | 'already' | 'subscribed' | 'send' | 'pending';

/** Lists, subscribers and their per-list membership: subscribe (single or double opt-in), confirm, unsubscribe. */
export class Newsletter {
  private readonly now: () => Date;

  constructor(private readonly deps: NewsletterDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Creates the default list when it is missing (its fixed id makes concurrent starts meet on one document). */
  async ensureDefaultList(): Promise<EmailListDoc> {
    const { doc } = await this.deps.stores.lists.createOrUpdate(
      {
        _id: DEFAULT_LIST_ID,
        name: DEFAULT_LIST_NAME,
        nameKey: DEFAULT_LIST_NAME.toLowerCase(),
        optIn: 'double',
        isDefault: true,
        createdAt: this.now(),
      },
      () => null,
    );
    return doc;
  }

  findList(listId: string): Promise<EmailListDoc | null> {
    return this.deps.stores.lists.findById(listId);
  }

  /** Every list, the default first, with its number of subscribed members. */
  async lists(): Promise<(EmailListDoc & { subscriberCount: number })[]> {
    const lists = await this.deps.stores.lists.find({}, { sort: { createdAt: 1 } });
    lists.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
    return Promise.all(
      lists.map(async (l) => ({
        ...l,
        subscriberCount: Math.max(0, (await this.deps.stores.listCounts.findById(l._id))?.subscribed ?? 0),
      })),
    );
  }

  async createList(rawName: unknown, optIn: OptIn): Promise<ActionResult & { list: EmailListDoc | null }> {
    const name = cleanName(rawName);
    if (!name) return { success: false, message: ListTexts.listNameRequired, list: null };
    try {
      const list = await this.deps.stores.lists.create({
        _id: randomUUID(),
        name,
        nameKey: name.toLowerCase(),
        optIn,
        isDefault: false,
        createdAt: this.now(),
      });
      return { success: true, message: ListTexts.listCreated(name), list };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      return { success: false, message: ListTexts.listNameTaken, list: null };
    }
  }

  /**
   * The landing page's and blog's box: the default list, rate limited per client IP (when the call
   * came through the gateway, which signs it) and per address — the IP first, so a refused
   * sign-up does not use up the address's allowance.
   */
  async subscribePublic(rawEmail: unknown, rawName: unknown, clientAddress: string | null): Promise<ActionResult> {
    const email = normaliseEmail(rawEmail);
    if (!email) return { success: false, message: ListTexts.invalidEmail };
    const { limiter, publicIpRateRule, publicRateRule } = this.deps;
    if (clientAddress && !(await limiter.hit(publicIpRateRule, clientAddress)))
      return { success: false, message: ListTexts.tooMany };
    if (!(await limiter.hit(publicRateRule, email))) return { success: false, message: ListTexts.tooMany };
    const listId = (await this.ensureDefaultList())._id;
    const result = await this.subscribe(email, rawName, listId);
    // The public box does not tell a stranger that an address is blocklisted.
    return result.message === ListTexts.blocklisted(email)
      ? { success: false, message: ListTexts.subscribeFailed }
      : result;
  }

  /** The admin's subscribe (any list); the same rules as the public box. */
  async subscribeAdmin(rawEmail: unknown, rawName: unknown, listId: unknown): Promise<ActionResult> {
    if (!rawEmail || !listId || typeof listId !== 'string') return { success: false, message: ListTexts.required };
    const email = normaliseEmail(rawEmail);
    if (!email) return { success: false, message: ListTexts.invalidEmail };
    const result = await this.subscribe(email, rawName, listId);
    await this.deps.shown?.(subscriberId(email));
    return result;
  }

  private async subscribe(email: string, rawName: unknown, listId: string): Promise<ActionResult> {
    const list = await this.findList(listId);
    if (!list) return { success: false, message: ListTexts.listNotFound };
    const name = cleanName(rawName);
    const subscriber = await this.subscriberFor(email, name);
    const now = this.now();
    const id = membershipId(list._id, subscriber._id);
    const step = await this.upsertMembership(
      { _id: id, listId: list._id, subscriberId: subscriber._id, email, status: 'unconfirmed', subscribedAt: null },
      (m) => {
        const outcome = subscribeOutcome(list.optIn, subscriber.state, m?.status ?? null);
        if (outcome === 'blocklisted' || outcome === 'already') return { result: outcome };
        if (outcome === 'subscribe')
          return {
            update: { $set: { status: 'subscribed', subscribedAt: now, updatedAt: now } },
            result: 'subscribed',
          };
        if (m?.status === 'unconfirmed' && !mayResendConfirmation(m.confirmationSentAt, now))
          return { result: 'pending' };
        // Claimed under isolation before sending: of two concurrent repeats only one mails.
        return { update: { $set: { status: 'unconfirmed', confirmationSentAt: now, updatedAt: now } }, result: 'send' };
      },
    );
    switch (step) {
      case 'blocklisted':
        return { success: false, message: ListTexts.blocklisted(email) };
      case 'already':
        return { success: true, message: ListTexts.alreadySubscribed(email, list.name) };
      case 'subscribed':
        return { success: true, message: ListTexts.subscribed(email, list.name) };
      case 'pending':
        return { success: true, message: ListTexts.confirmationPending(email) };
      case 'send':
        return this.sendConfirmation(id, email, subscriber.name ?? name, list);
    }
  }

  private async sendConfirmation(id: string, email: string, name: string | null, list: EmailListDoc) {
    const { tokens, mailer, publicUrl, confirmTokenHours, log } = this.deps;
    const expiresAt = Math.floor(this.now().getTime() / 1000) + confirmTokenHours * 3600;
    const token = tokens.sign({ purpose: 'confirm', email, listId: list._id, expiresAt });
    const confirmUrl = `${publicUrl.replace(/\/$/, '')}/newsletter/confirm?token=${encodeURIComponent(token)}`;
    try {
      await mailer.send({
        ...renderSubscriptionConfirmation({ name, listName: list.name, confirmUrl, validHours: confirmTokenHours }),
        to: name ? { name, address: email } : { address: email },
      });
    } catch (err) {
      if (!(err instanceof MailRelayError)) throw err;
      log.error({ err, listId: list._id }, 'confirmation mail not sent');
      // Frees the resend window, so the person can try again at once.
      await this.deps.stores.memberships.apply(id, { $set: { confirmationSentAt: null } });
      return { success: false, message: ListTexts.subscribeFailed };
    }
    return { success: true, message: ListTexts.confirmationSent(email) };
  }

  /** The /newsletter/confirm page's call: the signed link proves the owner's consent. */
  async confirm(token: string): Promise<ActionResult> {
    const check = this.deps.tokens.verify(token, 'confirm', this.now());
    if (!check.ok)
      return {
        success: false,
        message: check.reason === 'expired' ? ListTexts.confirmExpired : ListTexts.confirmInvalid,
      };
    const { email, listId } = check.claims;
    const list = listId ? await this.findList(listId) : null;
    if (!list) return { success: false, message: ListTexts.confirmInvalid };
    const now = this.now();
    const subscriber = await this.subscriberFor(email, null);
    if (subscriber.state === 'blocklisted') return { success: false, message: ListTexts.blocklisted(email) };
    if (subscriber.state === 'unsubscribed')
      await this.deps.stores.subscribers.update(subscriber._id, (s) =>
        s.state === 'unsubscribed' ? { update: { $set: { state: 'enabled', updatedAt: now } } } : null,
      );
    await this.upsertMembership(
      {
        _id: membershipId(list._id, subscriber._id),
        listId: list._id,
        subscriberId: subscriber._id,
        email,
        status: 'subscribed',
        subscribedAt: now,
      },
      (m) =>
        m?.status === 'subscribed'
          ? { result: 'already' }
          : { update: { $set: { status: 'subscribed', subscribedAt: now, updatedAt: now } }, result: 'subscribed' },
    );
    return { success: true, message: ListTexts.confirmed(list.name) };
  }

  async unsubscribeAdmin(rawEmail: unknown, listId: unknown): Promise<ActionResult> {
    if (!rawEmail || !listId || typeof listId !== 'string') return { success: false, message: ListTexts.required };
    const email = normaliseEmail(rawEmail);
    if (!email) return { success: false, message: ListTexts.invalidEmail };
    const list = await this.findList(listId);
    if (!list) return { success: false, message: ListTexts.listNotFound };
    const done = await this.leaveList(email, list._id);
    await this.deps.shown?.(subscriberId(email));
    return done
      ? { success: true, message: ListTexts.unsubscribed(email, list.name) }
      : { success: false, message: ListTexts.notSubscribed(email, list.name) };
  }

  /** Sets the membership to unsubscribed; false when the address was never on the list. */
  async leaveList(email: string, listId: string): Promise<boolean> {
    const now = this.now();
    const id = membershipId(listId, subscriberId(email));
    const outcome = await this.deps.stores.memberships.update(id, (m) =>
      m.status === 'unsubscribed' ? null : { update: { $set: { status: 'unsubscribed', updatedAt: now } } },
    );
    await reconcileListCount(this.deps.stores, id);
    return outcome !== null;
  }

  /** Stops every marketing mail to the address (and leaves every list), also for addresses on no list. */
  async unsubscribeEverywhere(email: string): Promise<void> {
    const now = this.now();
    const id = subscriberId(email);
    await this.deps.stores.subscribers.createOrUpdate(
      { _id: id, email, name: null, state: 'unsubscribed', createdAt: now, updatedAt: now },
      (s) => (s.state === 'enabled' ? { update: { $set: { state: 'unsubscribed', updatedAt: now } } } : null),
    );
    await this.deps.stores.memberships.updateEach({ subscriberId: id }, (m) =>
      m.status === 'unsubscribed' ? null : { update: { $set: { status: 'unsubscribed', updatedAt: now } } },
    );
    for (const m of await this.deps.stores.memberships.find({ subscriberId: id }, { projection: { _id: 1 } }))
      await reconcileListCount(this.deps.stores, m._id);
  }

  async status(rawEmail: unknown, listId: unknown): Promise<ActionResult & { status: SubscriptionStatus | null }> {
    if (!rawEmail || !listId || typeof listId !== 'string')
      return { success: false, message: ListTexts.required, status: null };
    const email = normaliseEmail(rawEmail);
    if (!email) return { success: false, message: ListTexts.invalidEmail, status: null };
    const list = await this.findList(listId);
    if (!list) return { success: false, message: ListTexts.listNotFound, status: null };
    const id = subscriberId(email);
    const [subscriber, membership] = await Promise.all([
      this.deps.stores.subscribers.findById(id),
      this.deps.stores.memberships.findById(membershipId(list._id, id)),
    ]);
    const status = subscriptionStatus(subscriber?.state ?? null, membership?.status ?? null);
    return { success: true, message: `${email} on ${list.name}: ${status.toLowerCase().replace('_', ' ')}`, status };
  }

  async setBlocklisted(rawEmail: unknown, blocklisted: boolean): Promise<ActionResult> {
    const email = normaliseEmail(rawEmail);
    if (!email) return { success: false, message: ListTexts.invalidEmail };
    const now = this.now();
    const state = blocklisted ? 'blocklisted' : 'enabled';
    await this.deps.stores.subscribers.createOrUpdate(
      { _id: subscriberId(email), email, name: null, state, createdAt: now, updatedAt: now },
      (s) =>
        s.state === state || (!blocklisted && s.state !== 'blocklisted')
          ? null
          : { update: { $set: { state, updatedAt: now } } },
    );
    await this.deps.shown?.(subscriberId(email));
    return { success: true, message: blocklisted ? ListTexts.blocklistOn(email) : ListTexts.blocklistOff(email) };
  }

  /** The subscriber for an address, created on first sight; a name given later fills a missing one. */
  private async subscriberFor(email: string, name: string | null): Promise<SubscriberDoc> {
    const now = this.now();
    const { doc } = await this.deps.stores.subscribers.createOrUpdate(
      { _id: subscriberId(email), email, name, state: 'enabled', createdAt: now, updatedAt: now },
      (s) => (name && s.name !== name ? { update: { $set: { name, updatedAt: now } } } : null),
    );
    return doc;
  }

  /** Decides a membership change from its current state (none yet: `null`), creating it when it is missing. */
  private async upsertMembership(
    initial: Omit<MembershipDoc, 'confirmationSentAt' | 'updatedAt' | 'counted'>,
    decide: (m: MembershipDoc | null) => Decision<SubscribeStep | 'already'>,
  ): Promise<SubscribeStep> {
    const step = await this.decideMembership(initial, decide);
    await reconcileListCount(this.deps.stores, initial._id);
    return step;
  }

  private async decideMembership(
    initial: Omit<MembershipDoc, 'confirmationSentAt' | 'updatedAt' | 'counted'>,
    decide: (m: MembershipDoc | null) => Decision<SubscribeStep | 'already'>,
  ): Promise<SubscribeStep> {
    const { memberships } = this.deps.stores;
    for (;;) {
      const outcome = await memberships.update(initial._id, (m) => decide(m));
      if (outcome) return outcome.result as SubscribeStep;
      const first = decide(null);
      const set = (first.update?.['$set'] ?? {}) as Partial<MembershipDoc>;
      if (first.update) {
        try {
          await memberships.create({
            confirmationSentAt: null,
            ...initial,
            counted: false,
            updatedAt: this.now(),
            ...set,
          });
        } catch (err) {
          if (isDuplicateKey(err)) continue; // created concurrently: decide again on it
          throw err;
        }
      }
      return first.result as SubscribeStep;
    }
  }
}
