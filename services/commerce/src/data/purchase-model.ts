import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

export type PurchaseState = 'pending' | 'completed' | 'failed';

/**
 * A buyer's purchase of one image. The `_id` is derived from buyer and image (`purchaseKey`), so
 * the database's unique `_id` is what allows exactly one purchase per buyer and image, whatever
 * the races (FerretDB has no partial unique indexes and no transactions).
 */
export interface PurchaseDoc {
  _id: string;
  buyerId: string;
  imageId: string;
  sellerId: string;
  status: PurchaseState;
  /** The server's price when the payment was asked for; the amount paid once completed. */
  amountCents: number;
  currency: 'usd';
  /** The provider's payment intent (null for a free image). */
  paymentIntentId: string | null;
  createdAt: Date;
  completedAt: Date | null;
}

const schema = new Schema<PurchaseDoc>(
  {
    _id: { type: String, required: true },
    buyerId: { type: String, required: true, index: true },
    imageId: { type: String, required: true, index: true },
    sellerId: { type: String, required: true, index: true },
    status: { type: String, required: true, enum: ['pending', 'completed', 'failed'] },
    amountCents: { type: Number, required: true },
    currency: { type: String, required: true, default: 'usd' },
    paymentIntentId: { type: String, default: null, index: true },
    createdAt: { type: Date, required: true },
    completedAt: { type: Date, default: null },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export function purchaseModel(db: Connection): Model<PurchaseDoc> {
  return db.model<PurchaseDoc>('Purchase', schema, 'purchases');
}

/** One purchase per buyer and image: the key is the pair (ids never contain ':'). */
export const purchaseKey = (buyerId: string, imageId: string): string => `${buyerId}:${imageId}`;
