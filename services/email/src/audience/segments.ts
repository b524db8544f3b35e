import { EMAIL_SEGMENTS } from '@faithcraft/validation';
import type { SegmentKey } from './contract.js';
import type { AudienceUserDoc } from './read-model.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const SEGMENT_KEYS: readonly SegmentKey[] = EMAIL_SEGMENTS.map((entry) => entry.key);

/** Names and descriptions as the spec describes the segments on screen (spec 001 §4). */
export const SEGMENT_INFO = Object.fromEntries(
  EMAIL_SEGMENTS.map(({ key, name, description }) => [key, { name, description }]),
) as Record<SegmentKey, { name: string; description: string }>;

/** The fields a segment decision reads (the streaming pass projects only these). */
export type SegmentFacts = Pick<
  AudienceUserDoc,
  | 'signedUpAt'
  | 'deletedAt'
  | 'email'
  | 'freeGenerationsUsed'
  | 'freeGenerationsLimit'
  | 'recentGenerations'
  | 'lastActivityAt'
  | 'plan'
>;

export const SEGMENT_PROJECTION = {
  signedUpAt: 1,
  deletedAt: 1,
  email: 1,
  freeGenerationsUsed: 1,
  freeGenerationsLimit: 1,
  recentGenerations: 1,
  lastActivityAt: 1,
  plan: 1,
} as const;

/** The UTC day of a time as a day number (days since 1970-01-01): segments move at UTC midnight. */
export const dayOf = (at: Date | string): number => Math.floor(new Date(at).getTime() / DAY_MS);

/** "0-7 days ago" and "the past 30 days" in whole UTC days: today and the 7 (29) days before it. */
const NEW_VISITOR_DAYS = 7;
const WINDOW_DAYS = 29;

/** Generations in the past 30 days (today and the 29 before), counted up to the kept maximum (5 = "5 or more"). */
export function generationsInLast30Days(user: Pick<SegmentFacts, 'recentGenerations'>, now: Date): number {
  const from = dayOf(now) - WINDOW_DAYS;
  return (user.recentGenerations ?? []).filter((g) => dayOf(g.at) >= from).length;
}

const isSegmentable = (user: SegmentFacts): user is SegmentFacts & { signedUpAt: Date; email: string } =>
  !user.deletedAt && Boolean(user.signedUpAt) && Boolean(user.email);

const generatedEver = (user: SegmentFacts) =>
  (user.freeGenerationsUsed ?? 0) > 0 || (user.recentGenerations ?? []).length > 0;

const reachedLimit = (user: SegmentFacts) => {
  const limit = user.freeGenerationsLimit ?? 0;
  return limit > 0 && (user.freeGenerationsUsed ?? 0) >= limit && user.plan !== 'active';
};

/** Every segment a user is in now (a user may be in several, e.g. Limit Reached and Inactive). */
export function segmentsOf(user: SegmentFacts, now: Date): SegmentKey[] {
  if (!isSegmentable(user)) return [];
  const today = dayOf(now);
  const segments: SegmentKey[] = [];
  const signedUp = dayOf(user.signedUpAt);
  if (signedUp >= today - NEW_VISITOR_DAYS && signedUp <= today && !generatedEver(user)) segments.push('newVisitors');
  const recent = generationsInLast30Days(user, now);
  if (recent >= 1 && recent <= 4) segments.push('activeTrial');
  if (reachedLimit(user)) segments.push('limitReached');
  if (user.plan === 'active') segments.push('subscribers');
  if (dayOf(user.lastActivityAt ?? user.signedUpAt) < today - WINDOW_DAYS) segments.push('inactive');
  if (user.plan === 'cancelled') segments.push('churned');
  return segments;
}

export const isInSegment = (user: SegmentFacts, segment: SegmentKey, now: Date): boolean =>
  segmentsOf(user, now).includes(segment);

/**
 * The counters a user is counted in: time-free ones ('all', 'lr', 'plan:active', 'plan:cancelled')
 * and day buckets ('nv:<signup day>' while never generated, 'lg:<day of the latest generation>',
 * 'fg:<day of the 5th latest>', 'la:<day of the last activity>'). The segment counts of any day follow
 * from these without reading a single user (see `countsFromBuckets`).
 */
export function bucketKeysOf(user: SegmentFacts): string[] {
  if (!isSegmentable(user)) return [];
  const keys = ['all', `la:${dayOf(user.lastActivityAt ?? user.signedUpAt)}`];
  if (!generatedEver(user)) keys.push(`nv:${dayOf(user.signedUpAt)}`);
  const recent = [...(user.recentGenerations ?? [])].sort(
    (a, b) => new Date(b.at).getTime() - new Date(a.at).getTime(),
  );
  if (recent[0]) keys.push(`lg:${dayOf(recent[0].at)}`);
  if (recent[4]) keys.push(`fg:${dayOf(recent[4].at)}`);
  if (reachedLimit(user)) keys.push('lr');
  if (user.plan === 'active' || user.plan === 'cancelled') keys.push(`plan:${user.plan}`);
  return keys;
}

/** The six counts on the day of `now` from the bucket counters (bucket key → number of users). */
export function countsFromBuckets(buckets: Map<string, number>, now: Date): Record<SegmentKey, number> {
  const today = dayOf(now);
  const get = (key: string) => buckets.get(key) ?? 0;
  const sumDays = (prefix: string, from: number, to = Number.POSITIVE_INFINITY) => {
    let total = 0;
    for (const [key, n] of buckets) {
      if (!key.startsWith(`${prefix}:`)) continue;
      const day = Number(key.slice(prefix.length + 1));
      if (day >= from && day <= to) total += n;
    }
    return total;
  };
  return {
    newVisitors: sumDays('nv', today - NEW_VISITOR_DAYS, today),
    activeTrial: sumDays('lg', today - WINDOW_DAYS) - sumDays('fg', today - WINDOW_DAYS),
    limitReached: get('lr'),
    subscribers: get('plan:active'),
    inactive: get('all') - sumDays('la', today - WINDOW_DAYS),
    churned: get('plan:cancelled'),
  };
}
