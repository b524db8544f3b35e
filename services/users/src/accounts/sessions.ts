import { hashSessionId, type SessionModel } from '../data/session-model.js';

/** Ends every live session of the user, except `keepSessionId` (the caller's own) when given. */
export async function endUserSessions(
  sessions: SessionModel,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<number> {
  const filter: Record<string, unknown> = { userId, revokedAt: null };
  if (keepSessionId) filter['_id'] = { $ne: hashSessionId(keepSessionId) };
  const result = await sessions.updateMany(filter, { $set: { revokedAt: now } });
  return result.modifiedCount;
}
