import type { Connection } from 'mongoose';
import { AggregateStore, Isolation, type Logger } from '@faithcraft/lib';
import { deletedUserModel, type DeletedUserDoc } from './deleted-user-model.js';
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
}

export async function createStores(db: Connection, log: Logger): Promise<Stores> {
  const isolation = await Isolation.detect(db, log);
  const [users, deletedUsers] = await Promise.all([
    AggregateStore.open<UserDoc>(isolation, userModel(db), 'user'),
    AggregateStore.open<DeletedUserDoc>(isolation, deletedUserModel(db), 'user'),
  ]);
  return { users, deletedUsers };
}

export type UserStore = Stores['users'];
export type DeletedUserStore = Stores['deletedUsers'];
