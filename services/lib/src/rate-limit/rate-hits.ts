import { Schema, type Connection, type Model } from 'mongoose';

/**
 * One counted attempt: slot `<key>:<n>` of its window, where key is
 * `<rule>:<subject hash>:<window start ms>`. Unique inserts never lose each other, unlike an
 * `$inc` on FerretDB 1.x, which rewrites the whole document without isolation.
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
  return db.models['RateHit'] ?? db.model<RateHitDoc>('RateHit', rateHitSchema, 'rate_limit_hits');
}

/** A fixed-window limit: at most `limit` attempts per subject in each window of `windowMs`. */
export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
}

/** Start of the fixed window that contains `now`. */
export function windowStart(now: number, windowMs: number): number {
  return Math.floor(now / windowMs) * windowMs;
}

export function counterKey(rule: RateRule, subject: string, now: number): string {
  return `${rule.name}:${subject}:${windowStart(now, rule.windowMs)}`;
}
