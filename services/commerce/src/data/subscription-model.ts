import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/**
 * The plan's lifecycle as commerce keeps it:
 * incomplete (started, nothing confirmed yet) → active → (renewal fails) past_due → ended;
 * active + cancelAtPeriodEnd → ended at the period end. Only a payment the provider confirmed
 * moves a plan to active.
 */
export type PlanState = 'incomplete' | 'active' | 'past_due' | 'ended';

/** The user's Family Plan; `_id` is the user's id (one plan per user). */
export interface SubscriptionDoc {
  _id: string;
  state: PlanState;
  cancelAtPeriodEnd: boolean;
  priceCents: number;
  currency: 'usd';
  provider: 'sandbox' | 'stripe';
  /** Stripe's customer (cus_...), kept for the next plan; null in the sandbox. */
  providerCustomerId: string | null;
  /** Stripe's subscription (sub_...); null in the sandbox, where commerce itself bills. */
  providerSubscriptionId: string | null;
  /** The intent the browser confirms to start (or restart) the plan. */
  intentId: string | null;
  intentKind: 'payment' | 'setup' | null;
  clientSecret: string | null;
  /** How many checkouts were started: the next one's idempotency key (racing starts share it). */
  checkouts: number;
  /** Sandbox: whether charges after the first fail with the card on file (test card 0341). */
  renewalsFail: boolean;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  /** The last status published as SubscriptionChanged (what users mirrors). */
  publishedStatus: string | null;
  /** The newest provider event applied (Stripe's `created`): older ones arriving late change nothing. */
  providerEventAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<SubscriptionDoc>(
  {
    _id: { type: String, required: true },
    state: { type: String, required: true, enum: ['incomplete', 'active', 'past_due', 'ended'], index: true },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    priceCents: { type: Number, required: true },
    currency: { type: String, required: true, default: 'usd' },
    provider: { type: String, required: true, enum: ['sandbox', 'stripe'] },
    providerCustomerId: { type: String, default: null },
    providerSubscriptionId: { type: String, default: null, index: true },
    intentId: { type: String, default: null },
    intentKind: { type: String, default: null },
    clientSecret: { type: String, default: null },
    checkouts: { type: Number, default: 0 },
    renewalsFail: { type: Boolean, default: false },
    currentPeriodStart: { type: Date, default: null },
    currentPeriodEnd: { type: Date, default: null, index: true },
    publishedStatus: { type: String, default: null },
    providerEventAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export function subscriptionModel(db: Connection): Model<SubscriptionDoc> {
  return db.model<SubscriptionDoc>('Subscription', schema, 'subscriptions');
}
