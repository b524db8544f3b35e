/** UTC bucket keys and timeframe windows (no I/O). */
export type Timeframe = 'H24' | 'D7' | 'D30' | 'D90';

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

const iso = (d: Date): string => d.toISOString();
/** 'YYYY-MM-DD' of the instant (UTC). */
export const dayKey = (d: Date): string => iso(d).slice(0, 10);
/** 'YYYY-MM-DDTHH' of the instant (UTC). */
export const hourKey = (d: Date): string => iso(d).slice(0, 13);
export const monthKey = (d: Date): string => iso(d).slice(0, 7);

/** A bucket key's start instant ('YYYY-MM-DD' or 'YYYY-MM-DDTHH'). */
export const keyStart = (key: string): Date => new Date(key.length === 10 ? `${key}T00:00:00Z` : `${key}:00:00Z`);

/**
 * A timeframe as bucket keys. Day timeframes are the last N UTC days including today (today so far);
 * 24h is the last 24 UTC hours including the current one. Both end now; `previous` is the same
 * number of buckets just before.
 */
export interface Window {
  unit: 'day' | 'hour';
  current: string[];
  previous: string[];
}

export const TIMEFRAME_DAYS: Record<Timeframe, number> = { H24: 1, D7: 7, D30: 30, D90: 90 };

export function windowOf(timeframe: Timeframe, now: Date): Window {
  const unit = timeframe === 'H24' ? 'hour' : 'day';
  const n = timeframe === 'H24' ? 24 : TIMEFRAME_DAYS[timeframe];
  const step = unit === 'hour' ? HOUR_MS : DAY_MS;
  const key = unit === 'hour' ? hourKey : dayKey;
  const start = keyStart(key(now)).getTime();
  const keys = (from: number) => Array.from({ length: n }, (_, i) => key(new Date(start - (from + n - 1 - i) * step)));
  return { unit, current: keys(0), previous: keys(n) };
}

/** The instant `days` whole UTC days before the start of today. */
export const daysAgo = (now: Date, days: number): Date => new Date(keyStart(dayKey(now)).getTime() - days * DAY_MS);

/** Whole days between two instants (for subscription periods). */
export const daysBetween = (a: Date, b: Date): number => Math.round((b.getTime() - a.getTime()) / DAY_MS);
