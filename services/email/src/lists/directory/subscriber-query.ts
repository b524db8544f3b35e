/** OpenSearch's default result window: from + size beyond it is refused. */
export const MAX_WINDOW = 10_000;

export interface SubscriberQuery {
  listId?: string | null;
  search?: string | null;
  limit: number;
  offset: number;
}

/** `*` `?` and `\` are the wildcard syntax: a search for them means the characters themselves. */
const escapeWildcard = (text: string): string => text.replace(/[\\*?]/g, '\\$&');

/**
 * One page of the Subscribers table: optionally one list, optionally addresses containing the
 * search (case-insensitive, any part of the address, as the table always searched), most recently
 * changed first, the row id breaking ties so pages never overlap; the exact total.
 */
export function subscriberSearch(q: SubscriberQuery): Record<string, unknown> {
  const filter: Record<string, unknown>[] = [];
  if (q.listId) filter.push({ term: { listId: q.listId } });
  const text = q.search?.trim().toLowerCase();
  if (text) filter.push({ wildcard: { email: { value: `*${escapeWildcard(text)}*` } } });
  return {
    from: q.offset,
    size: q.limit,
    track_total_hits: true,
    query: filter.length ? { bool: { filter } } : { match_all: {} },
    sort: [{ updatedAt: 'desc' }, { id: 'desc' }],
  };
}

export const SubscriberQueryTexts = {
  beyondWindow:
    'Pages beyond the first 10,000 subscribers are not available: narrow the list with a search or a list filter',
} as const;

/** The table's arguments as the index takes them: 1–200 rows (50 by default), from offset ≥ 0. */
export function subscriberQueryOf(args: {
  listId?: string | null;
  search?: string | null;
  limit?: number | null;
  offset?: number | null;
}): SubscriberQuery | { problem: string } {
  const limit = Math.min(Math.max(args.limit ?? 50, 1), 200);
  const offset = Math.max(args.offset ?? 0, 0);
  if (offset >= MAX_WINDOW) return { problem: SubscriberQueryTexts.beyondWindow };
  return { listId: args.listId, search: args.search, limit: Math.min(limit, MAX_WINDOW - offset), offset };
}
