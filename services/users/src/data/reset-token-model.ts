import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/**
 * A password reset link. Only the SHA-256 of the token is stored; the token itself is only in the
 * mail. Using the link deletes the document (a delete is atomic on FerretDB, an update is not).
 */
export interface ResetTokenDoc {
  /** sha256(token), hex */
  _id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
}

const resetTokenSchema = new Schema<ResetTokenDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type ResetTokenModel = Model<ResetTokenDoc>;

export function resetTokenModel(db: Connection): ResetTokenModel {
  return db.model<ResetTokenDoc>('ResetToken', resetTokenSchema, 'password_reset_tokens');
}
