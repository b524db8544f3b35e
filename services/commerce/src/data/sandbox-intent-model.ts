import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

export type IntentStatus = 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';

/** A payment or setup intent of the sandbox provider (Stripe's shape, kept in commerce's database). */
export interface SandboxIntentDoc {
  _id: string;
  kind: 'payment' | 'setup';
  /** Unguessable (256 random bits); whoever holds it may confirm the intent, as with Stripe. */
  clientSecret: string;
  /** The caller's idempotency key: the same key answers the same intent. */
  idempotencyKey: string;
  amountCents: number;
  currency: 'usd';
  status: IntentStatus;
  metadata: Record<string, string>;
  /** The card that paid or was set up: last four digits and whether later charges with it fail. */
  cardLast4: string | null;
  renewalsFail: boolean;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const schema = new Schema<SandboxIntentDoc>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true, enum: ['payment', 'setup'] },
    clientSecret: { type: String, required: true, unique: true },
    idempotencyKey: { type: String, required: true, unique: true },
    amountCents: { type: Number, required: true },
    currency: { type: String, required: true, default: 'usd' },
    status: { type: String, required: true },
    metadata: { type: Schema.Types.Mixed, default: {} },
    cardLast4: { type: String, default: null },
    renewalsFail: { type: Boolean, default: false },
    lastError: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false, minimize: false },
);

export function sandboxIntentModel(db: Connection): Model<SandboxIntentDoc> {
  return db.model<SandboxIntentDoc>('SandboxIntent', schema, 'sandbox_intents');
}
