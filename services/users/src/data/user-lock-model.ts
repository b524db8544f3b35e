import { Schema, type Connection, type Model } from 'mongoose';

/** A short-lived per-user write lock; `_id` is the user id, so only one insert can hold it. */
export interface UserLockDoc {
  _id: string;
  owner: string;
  expiresAt: Date;
}

const userLockSchema = new Schema<UserLockDoc>(
  {
    _id: { type: String, required: true },
    owner: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export type UserLockModel = Model<UserLockDoc>;

export function userLockModel(db: Connection): UserLockModel {
  return db.model<UserLockDoc>('UserLock', userLockSchema, 'user_locks');
}
