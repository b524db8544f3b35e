import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/**
 * The address each account signed up with (from UserSignedUp.v1), so that on UserDeleted.v1 this
 * service can find the mails and messages it holds under that address.
 */
export interface KnownUserDoc {
  _id: string;
  email: string;
}

const schema = new Schema<KnownUserDoc>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, index: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type KnownUserModel = Model<KnownUserDoc>;

export function knownUserModel(db: Connection): KnownUserModel {
  return db.model<KnownUserDoc>('KnownUser', schema, 'known_users');
}
