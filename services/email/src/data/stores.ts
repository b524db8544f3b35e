import type { Connection } from 'mongoose';
import { AggregateStore, Isolation, RateLimiter, type Logger } from '@faithcraft/lib';
import { contactMessageModel, type ContactMessageDoc } from './contact-message-model.js';
import { knownUserModel, type KnownUserDoc } from './known-user-model.js';
import { transactionalMailModel, type TransactionalMailDoc } from './transactional-mail-model.js';

/** Every write of the email service goes through these (docs/decisions/0002); the models stay here. */
export interface Stores {
  contactMessages: AggregateStore<ContactMessageDoc>;
  mails: AggregateStore<TransactionalMailDoc>;
  knownUsers: AggregateStore<KnownUserDoc>;
  limiter: RateLimiter;
}

export async function createStores(db: Connection, log: Logger, now?: () => Date): Promise<Stores> {
  const isolation = await Isolation.detect(db, log);
  const limiter = new RateLimiter(db, log, now);
  const [contactMessages, mails, knownUsers] = await Promise.all([
    AggregateStore.open<ContactMessageDoc>(isolation, contactMessageModel(db), 'contact_message'),
    AggregateStore.open<TransactionalMailDoc>(isolation, transactionalMailModel(db), 'transactional_mail'),
    AggregateStore.open<KnownUserDoc>(isolation, knownUserModel(db), 'known_user'),
    limiter.init(),
  ]);
  return { contactMessages, mails, knownUsers, limiter };
}
