import { Schema, type Connection, type Model } from 'mongoose';
import { AggregateStore, aggregateSchemaFields, type Isolation } from '@faithcraft/lib';

/** How many of a user's latest generations are kept: enough to tell 1–4 from "5 or more" in a window. */
export const RECENT_GENERATIONS_KEPT = 5;
export const DEFAULT_FREE_GENERATIONS_LIMIT = 5;

export type PlanStatus = 'inactive' | 'active' | 'cancelled' | 'past_due';

/**
 * One small document per user, built from the users, content and commerce topics: everything the
 * segments and the template variables need, so a segment count is one streaming pass over it.
 */
export interface AudienceUserDoc {
  _id: string;
  email: string | null;
  firstName: string | null;
  role: string | null;
  signedUpAt: Date | null;
  /** Set on UserDeleted: the tombstone keeps late events of other topics from bringing the user back. */
  deletedAt: Date | null;
  freeGenerationsUsed: number;
  freeGenerationsLimit: number;
  allowanceChangedAt: Date | null;
  /** The latest generations (at most RECENT_GENERATIONS_KEPT), newest first; image ids make replays harmless. */
  recentGenerations: { imageId: string; at: Date }[];
  lastActivityAt: Date | null;
  plan: PlanStatus;
  planChangedAt: Date | null;
  /** When the plan last became active (conversion attribution). */
  activatedAt: Date | null;
  cancelledAt: Date | null;
  /** The segment counters this user is counted in now (`bucketKeysOf` as last applied). */
  countedIn: string[];
}

/** One payment (a marketplace purchase or a paid plan period), keyed by its natural id so replays add nothing. */
export interface PaymentDoc {
  _id: string;
  kind: 'purchase' | 'subscription';
  userId: string;
  amountCents: number;
  paidAt: Date;
  /** Subscription periods only: the paid period's end (monthly recurring revenue counts current periods). */
  periodEnd: Date | null;
}

/** A segment counter (`_id` a bucket key of `bucketKeysOf`, `n` the users counted in it). */
export interface SegmentBucketDoc {
  _id: string;
  n: number;
}

const bucketSchema = new Schema<SegmentBucketDoc>(
  { _id: { type: String, required: true }, n: { type: Number, default: 0 }, ...aggregateSchemaFields() },
  { versionKey: false },
);

/** Address → account (`_id` the lower-cased address): list members are matched to users by `_id`, never by a scan. */
export interface AudienceEmailDoc {
  _id: string;
  userId: string;
}

const emailSchema = new Schema<AudienceEmailDoc>(
  { _id: { type: String, required: true }, userId: { type: String, required: true }, ...aggregateSchemaFields() },
  { versionKey: false },
);

const audienceUserSchema = new Schema<AudienceUserDoc>(
  {
    _id: { type: String, required: true },
    email: { type: String, default: null, index: true },
    firstName: { type: String, default: null },
    role: { type: String, default: null },
    signedUpAt: { type: Date, default: null },
    deletedAt: { type: Date, default: null },
    freeGenerationsUsed: { type: Number, default: 0 },
    freeGenerationsLimit: { type: Number, default: DEFAULT_FREE_GENERATIONS_LIMIT },
    allowanceChangedAt: { type: Date, default: null },
    recentGenerations: { type: [{ _id: false, imageId: String, at: Date }], default: [] },
    lastActivityAt: { type: Date, default: null },
    plan: { type: String, default: 'inactive' },
    planChangedAt: { type: Date, default: null },
    activatedAt: { type: Date, default: null },
    cancelledAt: { type: Date, default: null },
    countedIn: { type: [String], default: [] },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

const paymentSchema = new Schema<PaymentDoc>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    userId: { type: String, required: true },
    amountCents: { type: Number, required: true },
    paidAt: { type: Date, required: true },
    periodEnd: { type: Date, default: null },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export const audienceUserModel = (db: Connection): Model<AudienceUserDoc> =>
  db.model<AudienceUserDoc>('AudienceUser', audienceUserSchema, 'audience_users');
export const paymentModel = (db: Connection): Model<PaymentDoc> =>
  db.model<PaymentDoc>('AudiencePayment', paymentSchema, 'audience_payments');

export const segmentBucketModel = (db: Connection): Model<SegmentBucketDoc> =>
  db.model<SegmentBucketDoc>('SegmentBucket', bucketSchema, 'audience_segment_buckets');

export interface AudienceStores {
  users: AggregateStore<AudienceUserDoc>;
  buckets: AggregateStore<SegmentBucketDoc>;
  emails: AggregateStore<AudienceEmailDoc>;
  payments: AggregateStore<PaymentDoc>;
  /** Read side only: streaming passes (segment counts, recipients) read the model with a cursor. */
  userModel: Model<AudienceUserDoc>;
  paymentModel: Model<PaymentDoc>;
}

export async function openAudienceStores(db: Connection, isolation: Isolation): Promise<AudienceStores> {
  const userModel = audienceUserModel(db);
  const payments = paymentModel(db);
  return {
    users: await AggregateStore.open<AudienceUserDoc>(isolation, userModel, 'audience_user'),
    payments: await AggregateStore.open<PaymentDoc>(isolation, payments, 'audience_payment'),
    buckets: await AggregateStore.open<SegmentBucketDoc>(isolation, segmentBucketModel(db), 'audience_bucket'),
    emails: await AggregateStore.open<AudienceEmailDoc>(
      isolation,
      db.model<AudienceEmailDoc>('AudienceEmail', emailSchema, 'audience_emails'),
      'audience_email',
    ),
    userModel,
    paymentModel: payments,
  };
}
