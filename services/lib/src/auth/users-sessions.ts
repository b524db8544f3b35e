import { GraphQLError } from 'graphql';
import { SERVICE_TOKEN_HEADER, signServiceToken } from '../identity.js';
import type { SessionSource } from './admin-policy.js';

/**
 * The users service's `GET /internal/sessions/:sessionId` (service token): the session's owner and
 * current role, or 404 when the session has ended. Used by every service except users itself.
 */
export class UsersSessionClient implements SessionSource {
  constructor(
    private readonly opts: { usersInternalUrl: string; internalSecret: string; caller: string; timeoutMs?: number },
  ) {}

  async resolveSession(sessionId: string): Promise<{ userId: string; role: string } | null> {
    let res: Response;
    try {
      res = await fetch(`${this.opts.usersInternalUrl}/internal/sessions/${encodeURIComponent(sessionId)}`, {
        headers: { [SERVICE_TOKEN_HEADER]: signServiceToken(this.opts.caller, this.opts.internalSecret) },
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
      });
    } catch (err) {
      throw unavailable(err);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw unavailable(new Error(`users answered ${res.status}`));
    const body = (await res.json()) as { userId?: unknown; role?: unknown };
    if (typeof body.userId !== 'string' || typeof body.role !== 'string') return null;
    return { userId: body.userId, role: body.role };
  }
}

// A coded error (not masked as an internal one) so the caller is told to retry; the cause stays here.
function unavailable(_cause: unknown): GraphQLError {
  return new GraphQLError('Service temporarily unavailable. Please try again.', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
}
