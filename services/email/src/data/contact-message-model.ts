import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/** A message sent through the /contact form, kept for support and the admin console. */
export interface ContactMessageDoc {
  _id: string;
  firstName: string | null;
  lastName: string | null;
  /** The sender's address; empty once anonymised. */
  email: string;
  subject: string;
  message: string;
  /** The signed-in sender, if any. */
  userId: string | null;
  status: 'sent' | 'failed';
  messageId: string | null;
  createdAt: Date;
  anonymisedAt: Date | null;
}

const schema = new Schema<ContactMessageDoc>(
  {
    _id: { type: String, required: true },
    firstName: { type: String, default: null },
    lastName: { type: String, default: null },
    email: { type: String, required: false, default: '', index: true },
    subject: { type: String, required: true },
    message: { type: String, required: false, default: '' },
    userId: { type: String, default: null, index: true },
    status: { type: String, required: true, enum: ['sent', 'failed'] },
    messageId: { type: String, default: null },
    createdAt: { type: Date, required: true, index: true },
    anonymisedAt: { type: Date, default: null },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type ContactMessageModel = Model<ContactMessageDoc>;

export function contactMessageModel(db: Connection): ContactMessageModel {
  return db.model<ContactMessageDoc>('ContactMessage', schema, 'contact_messages');
}
