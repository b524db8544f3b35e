import type { SessionStore } from '../data/stores.js';
import { hashSessionId } from '../data/session-model.js';

/** Ends every live session of the user, except `keepSessionId` (the caller's own) when given. */
export function endUserSessions(
  sessions: SessionStore,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  const filter: Record<string, unknown> = { userId, revokedAt: null };
  if (keepSessionId) filter['_id'] = { $ne: hashSessionId(keepSessionId) };
  return sessions.updateEach(filter, (s) => (s.revokedAt ? null : { update: { $set: { revokedAt: now } } }));
}
