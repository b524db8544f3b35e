import type { MembershipDoc, SubscriberDoc } from '../list-models.js';
import { subscriptionStatus, type SubscriptionStatus } from '../rules.js';

/**
 * The admin Subscribers table's index (one row per list membership). `email` is a `wildcard`
 * field (core OpenSearch: trigrams plus a check against the stored value), so "any part of the
 * address" is answered from the index — the minimal distribution has no n-gram analysis. The other
 * fields are what a row shows or filters on. `dynamic: strict`: a field that is not here is a bug.
 */
export const SUBSCRIBER_ROW_MAPPING = {
  dynamic: 'strict',
  properties: {
    id: { type: 'keyword' },
    subscriberId: { type: 'keyword' },
    email: { type: 'wildcard' },
    name: { type: 'keyword', index: false, doc_values: false },
    listId: { type: 'keyword' },
    status: { type: 'keyword' },
    subscribedAt: { type: 'date' },
    updatedAt: { type: 'date' },
  },
} as const;

/** Bumped whenever the mapping or the row shape changes: a new index is built beside the old. */
export const SUBSCRIBER_ROW_MAPPING_VERSION = 1;

/** One row: a membership (`id` = the membership's id) with its subscriber's name and global state. */
export interface SubscriberRow {
  id: string;
  subscriberId: string;
  email: string;
  name: string | null;
  listId: string;
  status: SubscriptionStatus;
  subscribedAt: string | null;
  updatedAt: string;
}

const iso = (d: Date | string | null): string | null => (d ? new Date(d).toISOString() : null);

/** The row the table shows; a membership whose subscriber is missing counts as enabled (as before). */
export function toSubscriberRow(
  m: Pick<MembershipDoc, '_id' | 'subscriberId' | 'email' | 'listId' | 'status' | 'subscribedAt' | 'updatedAt'>,
  s: Pick<SubscriberDoc, 'name' | 'state'> | null,
): SubscriberRow {
  return {
    id: m._id,
    subscriberId: m.subscriberId,
    email: m.email.toLowerCase(),
    name: s?.name ?? null,
    listId: m.listId,
    status: subscriptionStatus(s?.state ?? 'enabled', m.status),
    subscribedAt: iso(m.subscribedAt),
    updatedAt: iso(m.updatedAt)!,
  };
}
