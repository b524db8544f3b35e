import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';
import type { GlobalState, MembershipStatus, OptIn } from './rules.js';

/** A mailing list: the default newsletter (`_id` 'default') or one an admin created. */
export interface EmailListDoc {
  _id: string;
  name: string;
  /** Lower-cased name: list names are unique regardless of case. */
  nameKey: string;
  optIn: OptIn;
  isDefault: boolean;
  createdAt: Date;
}

/** One person by address (`_id` derived from it, so one address is one subscriber) and their global state. */
export interface SubscriberDoc {
  _id: string;
  email: string;
  name: string | null;
  state: GlobalState;
  createdAt: Date;
  updatedAt: Date;
}

/** A subscriber on one list (`_id` `<listId>:<subscriberId>`). */
export interface MembershipDoc {
  _id: string;
  listId: string;
  subscriberId: string;
  email: string;
  status: MembershipStatus;
  subscribedAt: Date | null;
  confirmationSentAt: Date | null;
  updatedAt: Date;
  /** Whether the list's subscriber counter counts this membership (it does while `subscribed`). */
  counted: boolean;
}

/** A list's number of subscribed members (`_id` the list id), kept with each membership change. */
export interface ListCountDoc {
  _id: string;
  subscribed: number;
}

const listCountSchema = new Schema<ListCountDoc>(
  { _id: { type: String, required: true }, subscribed: { type: Number, default: 0 }, ...aggregateSchemaFields() },
  { versionKey: false },
);

export const listCountModel = (db: Connection): Model<ListCountDoc> =>
  db.model<ListCountDoc>('ListCount', listCountSchema, 'list_counts');

const listSchema = new Schema<EmailListDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, required: true, unique: true },
    optIn: { type: String, required: true },
    isDefault: { type: Boolean, default: false },
    createdAt: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

const subscriberSchema = new Schema<SubscriberDoc>(
  {
    _id: { type: String, required: true },
    // Unique as well as the derived _id: the address is the subscriber's identity.
    email: { type: String, required: true, unique: true },
    name: { type: String, default: null },
    state: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

const membershipSchema = new Schema<MembershipDoc>(
  {
    _id: { type: String, required: true },
    listId: { type: String, required: true, index: true },
    subscriberId: { type: String, required: true, index: true },
    email: { type: String, required: true },
    status: { type: String, required: true },
    subscribedAt: { type: Date, default: null },
    confirmationSentAt: { type: Date, default: null },
    updatedAt: { type: Date, required: true },
    counted: { type: Boolean, default: false },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export const emailListModel = (db: Connection): Model<EmailListDoc> =>
  db.model<EmailListDoc>('EmailList', listSchema, 'email_lists');
export const subscriberModel = (db: Connection): Model<SubscriberDoc> =>
  db.model<SubscriberDoc>('Subscriber', subscriberSchema, 'subscribers');
export const membershipModel = (db: Connection): Model<MembershipDoc> =>
  db.model<MembershipDoc>('ListMembership', membershipSchema, 'list_memberships');
