import { Schema, type Connection, type Model } from 'mongoose';

/** One fixed-window counter: `_id` is `<rule>:<subject>:<window start ms>`. */
export interface RateCounterDoc {
  _id: string;
  count: number;
  /** End of the window; expired counters are pruned on write (FerretDB has no TTL index). */
  expiresAt: Date;
}

const rateCounterSchema = new Schema<RateCounterDoc>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export type RateCounterModel = Model<RateCounterDoc>;

export function rateCounterModel(db: Connection): RateCounterModel {
  return db.model<RateCounterDoc>('RateCounter', rateCounterSchema, 'rate_limits');
}
