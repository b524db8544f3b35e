import type { Connection } from 'mongoose';
import { AggregateStore, Isolation, type Logger } from '@faithcraft/lib';
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

/**
 * The user store, reporting the id of every user it wrote (created, updated by decision, deleted)
 * to `onWrite`, so a read model of users (the admin directory) cannot miss a write site. The
 * store's other writes (apply, createOrUpdate, updateEach) go through these three.
 */
function reportingWrites(store: AggregateStore<UserDoc>, onWrite: (userId: string) => void): AggregateStore<UserDoc> {
  const report = <R>(id: string, written: R): R => {
    onWrite(id);
    return written;
  };
  const wrapped: Partial<AggregateStore<UserDoc>> = {
    create: async (doc, events) => report(doc._id, await store.create(doc, events)),
    update: async (id, decide) => {
      const outcome = await store.update(id, decide);
      return outcome?.after ? report(id, outcome) : outcome;
    },
    deleteById: async (id) => report(id, await store.deleteById(id)),
  };
  return new Proxy(store, {
    get: (target, prop, receiver): unknown =>
      prop in wrapped ? wrapped[prop as keyof typeof wrapped] : Reflect.get(target, prop, receiver),
  });
}

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
