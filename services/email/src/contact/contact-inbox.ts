import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import type { AggregateStore, Logger, RateLimiter, RateRule } from '@faithcraft/lib';
import type { ContactMessageDoc } from '../data/contact-message-model.js';
import { ContactTexts, validateContact, type ContactFieldError, type ContactInput } from '../domain/contact.js';
import { MailRelayError, type Mailer } from '../mail/mailer.js';
import { renderContactMessage } from '../templates/contact-message.js';

export interface ContactResult {
  ok: boolean;
  message: string;
  fieldErrors: ContactFieldError[];
  retryAfterSeconds: number | null;
}

export interface ContactInboxDeps {
  messages: AggregateStore<ContactMessageDoc>;
  limiter: RateLimiter;
  /** Messages per sender address and window (CONTACT_RATE_LIMIT per CONTACT_RATE_WINDOW_SECONDS). */
  rateRule: RateRule;
  mailer: Mailer;
  supportInbox: string;
  log: Logger;
}

/** The /contact form: checks, rate-limits per sender address, mails support and keeps a copy. */
export class ContactInbox {
  constructor(private readonly deps: ContactInboxDeps) {}

  async send(input: ContactInput, userId: string | null): Promise<ContactResult> {
    const checked = validateContact(input);
    if (!checked.ok) {
      return {
        ok: false,
        message: checked.fieldErrors[0]!.message,
        fieldErrors: checked.fieldErrors,
        retryAfterSeconds: null,
      };
    }
    const draft = checked.draft;

    const { messages, limiter, rateRule, mailer, log } = this.deps;
    // Numbered slots taken by unique inserts: exact under concurrency and never waits on a lock.
    if (!(await limiter.hit(rateRule, draft.email))) {
      return {
        ok: false,
        message: ContactTexts.rateLimited,
        fieldErrors: [],
        retryAfterSeconds: limiter.retryAfterSeconds(rateRule),
      };
    }

    const id = randomUUID();
    const name = [draft.firstName, draft.lastName].filter(Boolean).join(' ');
    let messageId: string | null = null;
    try {
      ({ messageId } = await mailer.send({
        ...renderContactMessage(draft),
        to: { address: this.deps.supportInbox },
        // An address object: nodemailer encodes the name, so nothing the sender typed becomes a header.
        replyTo: name ? { name, address: draft.email } : { address: draft.email },
      }));
    } catch (err) {
      if (!(err instanceof MailRelayError)) throw err;
      log.error({ err, contactMessageId: id }, 'contact message not delivered to support');
    }
    // Kept either way, so support can still answer a message the relay refused.
    await messages.create({
      _id: id,
      ...draft,
      userId,
      status: messageId ? 'sent' : 'failed',
      messageId,
      createdAt: new Date(),
      anonymisedAt: null,
    });
    if (!messageId) {
      throw new GraphQLError(ContactTexts.relayUnavailable, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
    }
    log.info({ contactMessageId: id, messageId, subject: draft.subject }, 'contact message sent to support');
    return { ok: true, message: ContactTexts.sent, fieldErrors: [], retryAfterSeconds: null };
  }
}
