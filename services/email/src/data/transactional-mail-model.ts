import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/**
 * A transactional mail as sent, for the admin's delivery log. Deliberately without the mail's
 * content: a reset link is a credential and is never stored.
 */
export interface TransactionalMailDoc {
  _id: string;
  template: string;
  to: string;
  /** The account the mail concerns, when the caller said so; used to forget it on UserDeleted. */
  userId: string | null;
  messageId: string | null;
  status: 'sent' | 'failed';
  sentAt: Date;
}

const schema = new Schema<TransactionalMailDoc>(
  {
    _id: { type: String, required: true },
    template: { type: String, required: true },
    to: { type: String, required: true, index: true },
    userId: { type: String, default: null, index: true },
    messageId: { type: String, default: null },
    status: { type: String, required: true, enum: ['sent', 'failed'] },
    sentAt: { type: Date, required: true, index: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type TransactionalMailModel = Model<TransactionalMailDoc>;

export function transactionalMailModel(db: Connection): TransactionalMailModel {
  return db.model<TransactionalMailDoc>('TransactionalMail', schema, 'transactional_mails');
}
