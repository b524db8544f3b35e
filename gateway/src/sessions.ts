import { SERVICE_TOKEN_HEADER, signServiceToken, verifySession, type Identity } from '@faithcraft/lib';

interface CachedSession {
  identity: Identity | null;
  expiresAt: number;
}

const CACHE_TTL_MS = 10_000;
const CACHE_MAX = 10_000;

/**
 * Turns a session cookie into the caller's identity. The cookie's signature and expiry are
 * checked here; whether the session is still live (not signed out) and the user's current role
 * come from the users service, cached briefly so a burst of requests costs one lookup.
 */
export class SessionResolver {
  private readonly cache = new Map<string, CachedSession>();

  constructor(private readonly opts: { sessionSecret: string; internalSecret: string; usersInternalUrl: string }) {}

  async resolve(cookie: string | undefined): Promise<Identity | null> {
    const claims = verifySession(cookie, this.opts.sessionSecret);
    if (!claims) return null;
    const cached = this.cache.get(claims.sessionId);
    if (cached && cached.expiresAt > Date.now()) return cached.identity;

    const identity = await this.lookup(claims.sessionId);
    if (this.cache.size >= CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(claims.sessionId, { identity, expiresAt: Date.now() + CACHE_TTL_MS });
    return identity;
  }

  forget(sessionId: string): void {
    this.cache.delete(sessionId);
  }

  private async lookup(sessionId: string): Promise<Identity | null> {
    const res = await fetch(`${this.opts.usersInternalUrl}/internal/sessions/${encodeURIComponent(sessionId)}`, {
      headers: { [SERVICE_TOKEN_HEADER]: signServiceToken('gateway', this.opts.internalSecret) },
      signal: AbortSignal.timeout(5_000),
    });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`session lookup failed: ${res.status}`);
    const body = (await res.json()) as { userId: string; role: string };
    return { userId: body.userId, role: body.role, sessionId };
  }
}
