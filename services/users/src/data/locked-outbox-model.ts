import type { Model } from 'mongoose';
import type { UserLocks } from '../accounts/user-locks.js';

/**
 * The user model as the outbox relay sees it: its clearing update runs under the user's lock.
 * FerretDB rewrites the whole document on every update, so an unlocked relay update right after a
 * sign-up could undo an admin's change made in the same instant (seen in the end-to-end tests).
 * The relay uses only `find`, `findById` and `updateOne`.
 */
export function lockedOutboxModel<T>(model: Model<T>, locks: UserLocks): Model<T> {
  const wrapped = {
    modelName: model.modelName,
    find: model.find.bind(model),
    findById: model.findById.bind(model),
    updateOne: (filter: { _id: string }, update: Record<string, unknown>) =>
      locks.withLock(String(filter._id), () => model.updateOne(filter, update)),
  };
  return wrapped as unknown as Model<T>;
}
