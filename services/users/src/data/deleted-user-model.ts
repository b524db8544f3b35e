import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/**
 * Tombstone of a deleted account. It carries the UserDeleted event in its outbox (the user
 * document itself is gone), and `completed` stays false until the account's documents are
 * removed, so a deletion interrupted by a crash is finished at the next start.
 */
export interface DeletedUserDoc {
  _id: string;
  deletedAt: Date;
  deletedBy: string;
  completed: boolean;
}

const deletedUserSchema = new Schema<DeletedUserDoc>(
  {
    _id: { type: String, required: true },
    deletedAt: { type: Date, required: true },
    deletedBy: { type: String, required: true },
    completed: { type: Boolean, required: true, default: false, index: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type DeletedUserModel = Model<DeletedUserDoc>;

export function deletedUserModel(db: Connection): DeletedUserModel {
  return db.model<DeletedUserDoc>('DeletedUser', deletedUserSchema, 'deleted_users');
}
