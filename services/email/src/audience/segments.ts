import type { SegmentKey } from './contract.js';
import type { AudienceUserDoc } from './read-model.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const SEGMENT_KEYS: readonly SegmentKey[] = [
  'newVisitors',
  'activeTrial',
  'limitReached',
  'subscribers',
  'inactive',
  'churned',
];

/** Names and descriptions as the spec describes the segments on screen (spec 001 §4). */
export const SEGMENT_INFO: Record<SegmentKey, { name: string; description: string }> = {
  newVisitors: { name: 'New Visitors', description: 'Signed up 0-7 days ago with 0 generations' },
  activeTrial: { name: 'Active Trial', description: '1-4 generations in the past 30 days' },
  limitReached: { name: 'Limit Reached', description: '5 of 5 used and no subscription' },
  subscribers: { name: 'Subscribers', description: 'Active Family Plan' },
  inactive: { name: 'Inactive', description: '30 or more days without activity' },
  churned: { name: 'Churned', description: 'Cancelled subscription' },
};

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

/** Generations in the 30 days before `now`, counted up to the kept maximum (5 means "5 or more"). */
export function generationsInLast30Days(user: Pick<SegmentFacts, 'recentGenerations'>, now: Date): number {
  const since = now.getTime() - 30 * DAY_MS;
  return (user.recentGenerations ?? []).filter((g) => new Date(g.at).getTime() >= since).length;
}

/** Every segment a user is in now (a user may be in several, e.g. Limit Reached and Inactive). */
export function segmentsOf(user: SegmentFacts, now: Date): SegmentKey[] {
  if (user.deletedAt || !user.signedUpAt || !user.email) return [];
  const segments: SegmentKey[] = [];
  const ageMs = now.getTime() - new Date(user.signedUpAt).getTime();
  const used = user.freeGenerationsUsed ?? 0;
  const limit = user.freeGenerationsLimit ?? 0;
  const generatedEver = used > 0 || (user.recentGenerations ?? []).length > 0;
  if (ageMs >= 0 && ageMs <= 7 * DAY_MS && !generatedEver) segments.push('newVisitors');
  const recent = generationsInLast30Days(user, now);
  if (recent >= 1 && recent <= 4) segments.push('activeTrial');
  if (limit > 0 && used >= limit && user.plan !== 'active') segments.push('limitReached');
  if (user.plan === 'active') segments.push('subscribers');
  const lastActive = user.lastActivityAt ?? user.signedUpAt;
  if (now.getTime() - new Date(lastActive).getTime() >= 30 * DAY_MS) segments.push('inactive');
  if (user.plan === 'cancelled') segments.push('churned');
  return segments;
}

export const isInSegment = (user: SegmentFacts, segment: SegmentKey, now: Date): boolean =>
  segmentsOf(user, now).includes(segment);
