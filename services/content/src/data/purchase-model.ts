import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/** Read model of completed purchases (from PurchaseCompleted.v1): who may download what. */
export interface PurchaseDoc {
  _id: string;
  imageId: string;
  /** Null once the buyer's account is deleted. */
  buyerId: string | null;
  sellerId: string | null;
  amountCents: number;
  completedAt: Date;
}

const purchaseSchema = new Schema<PurchaseDoc>(
  {
    _id: { type: String, required: true },
    imageId: { type: String, required: true, index: true },
    buyerId: { type: String, default: null, index: true },
    sellerId: { type: String, default: null, index: true },
    amountCents: { type: Number, required: true },
    completedAt: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type PurchaseModel = Model<PurchaseDoc>;

export function purchaseModel(db: Connection): PurchaseModel {
  return db.model<PurchaseDoc>('Purchase', purchaseSchema, 'purchases');
}
