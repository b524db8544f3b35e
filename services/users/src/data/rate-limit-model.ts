import { Schema, type Connection, type Model } from 'mongoose';

/**
 * One counted attempt. A window's count is the number of hit documents with its key
 * (`<rule>:<subject hash>:<window start ms>`): inserts never lose each other, unlike an `$inc`
 * on FerretDB 1.x, which rewrites the whole document without a lock.
 */
export interface RateHitDoc {
  _id: string;
  key: string;
  /** End of the window; expired hits are pruned on write (FerretDB has no TTL index). */
  expiresAt: Date;
}

const rateHitSchema = new Schema<RateHitDoc>(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export type RateHitModel = Model<RateHitDoc>;

export function rateHitModel(db: Connection): RateHitModel {
  return db.model<RateHitDoc>('RateHit', rateHitSchema, 'rate_limit_hits');
}
