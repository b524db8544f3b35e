import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A fixed-window counter (`<key>|<window index>`), incremented atomically with an upsert. Old
 * windows are removed by query on `expiresAt` (FerretDB has no TTL indexes).
 */
export interface RateWindowDoc {
  _id: string;
  count: number;
  expiresAt: Date;
}

const schema = new Schema<RateWindowDoc>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true, default: 0 },
    expiresAt: { type: Date, required: true, index: true },
  },
  { versionKey: false },
);

export type RateWindowModel = Model<RateWindowDoc>;

export function rateWindowModel(db: Connection): RateWindowModel {
  return db.model<RateWindowDoc>('RateWindow', schema, 'rate_windows');
}

/** Counts one attempt for `key`; says whether it is within `limit` and when the window ends. */
export async function countAttempt(
  windows: RateWindowModel,
  key: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const windowMs = windowSeconds * 1000;
  const index = Math.floor(now / windowMs);
  const expiresAt = new Date((index + 1) * windowMs);
  const doc = await windows
    .findOneAndUpdate(
      { _id: `${key}|${index}` },
      { $inc: { count: 1 }, $setOnInsert: { expiresAt } },
      { upsert: true, new: true },
    )
    .lean();
  const retryAfterSeconds = Math.max(1, Math.ceil((expiresAt.getTime() - now) / 1000));
  return { allowed: (doc?.count ?? 1) <= limit, retryAfterSeconds };
}

export async function removeExpiredWindows(windows: RateWindowModel, now = new Date()): Promise<void> {
  await windows.deleteMany({ expiresAt: { $lt: now } });
}
