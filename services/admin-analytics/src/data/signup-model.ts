import { Schema, type Connection, type Model } from 'mongoose';

/** Read model: one document per account, written from UserSignedUp events. */
export interface SignupDoc {
  _id: string;
  eventId: string;
  signedUpAt: Date;
  deletedAt?: Date;
}

const signupSchema = new Schema<SignupDoc>(
  {
    _id: { type: String, required: true },
    eventId: { type: String, required: true },
    signedUpAt: { type: Date, required: true, index: true },
    deletedAt: { type: Date, required: false },
  },
  { versionKey: false },
);

export type SignupModel = Model<SignupDoc>;

export function signupModel(db: Connection): SignupModel {
  return db.model<SignupDoc>('Signup', signupSchema, 'signups');
}
