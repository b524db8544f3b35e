import type { Connection } from 'mongoose';
import { AggregateStore, Isolation, reportingWrites, type Logger } from '@faithcraft/lib';
import { deletedUserModel, type DeletedUserDoc } from './deleted-user-model.js';
import { externalIdentityModel, type ExternalIdentityDoc } from './external-identity-model.js';
import { resetTokenModel, type ResetTokenDoc } from './reset-token-model.js';
import { sessionModel, type SessionDoc } from './session-model.js';
import { userModel, type UserDoc } from './user-model.js';

/**
 * The users service's aggregates. A user document is written concurrently (sign-in flows, admins,
 * allowance reservations from the content service, commerce events, the outbox relay), so every
 * write goes through its store (locks on FerretDB, compare-and-set on MongoDB; decision 0002).
 * Tombstones share the `user` isolation kind: they are keyed by the same id.
 */
export interface Stores {
  users: AggregateStore<UserDoc>;
  deletedUsers: AggregateStore<DeletedUserDoc>;
  sessions: AggregateStore<SessionDoc>;
  /** Reset tokens are used up by deleting them (atomic): of two concurrent uses exactly one wins. */
  tokens: AggregateStore<ResetTokenDoc>;
  /** Provider identities linked to accounts. */
  identities: AggregateStore<ExternalIdentityDoc>;
}

/** `onUserWrite`: the id of every user written (lib's reportingWrites), for the admin directory. */
export async function createStores(
  db: Connection,
  log: Logger,
  onUserWrite: (userId: string) => void = () => undefined,
): Promise<Stores> {
  const isolation = await Isolation.detect(db, log);
  const [users, deletedUsers, sessions, tokens, identities] = await Promise.all([
    AggregateStore.open<UserDoc>(isolation, userModel(db), 'user'),
    AggregateStore.open<DeletedUserDoc>(isolation, deletedUserModel(db), 'user'),
    AggregateStore.open<SessionDoc>(isolation, sessionModel(db), 'session'),
    AggregateStore.open<ResetTokenDoc>(isolation, resetTokenModel(db), 'reset_token'),
    AggregateStore.open<ExternalIdentityDoc>(isolation, externalIdentityModel(db), 'external_identity'),
  ]);
  return { users: reportingWrites(users, onUserWrite), deletedUsers, sessions, tokens, identities };
}

export type UserStore = Stores['users'];
export type DeletedUserStore = Stores['deletedUsers'];
export type SessionStore = Stores['sessions'];
export type ResetTokenStore = Stores['tokens'];
export type IdentityStore = Stores['identities'];
