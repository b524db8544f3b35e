import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError } from 'graphql';
import { forbidden, unauthenticated, type RequestContext } from '../context.js';
import { IDENTITY_HEADER, verifyIdentity, type Identity } from '../identity.js';

/** Where a session's current owner and role are read: the users service owns sessions and roles. */
export interface SessionSource {
  resolveSession(sessionId: string): Promise<{ userId: string; role: string } | null>;
}

export const ADMIN_ROLE = 'admin';

/**
 * The one admin check for every service. The role in the forwarded identity may be a few seconds
 * old (the gateway caches session lookups), so the policy asks the session's owner for the current
 * role: a demoted or signed-out admin loses access with the very next request. One lookup per
 * request, however many fields or entity references ask.
 */
export class AdminPolicy {
  private readonly checked = new WeakMap<Identity, Promise<Identity>>();

  constructor(private readonly sessions: SessionSource) {}

  /** For resolvers: the caller as a live admin, or UNAUTHENTICATED / FORBIDDEN. */
  requireAdmin(ctx: Pick<RequestContext, 'identity'>): Promise<Identity> {
    const identity = ctx.identity;
    if (!identity) return Promise.reject(unauthenticated());
    let result = this.checked.get(identity);
    if (!result) {
      result = this.check(identity);
      this.checked.set(identity, result);
    }
    return result;
  }

  /**
   * For admin-only reads: when the signed identity already says admin, `read` starts while the
   * users service confirms the role (saving that round trip), and its answer is returned only once
   * the role is confirmed; a refused caller gets the refusal, never the data. Any other caller is
   * checked first and nothing is read for them.
   */
  async readAsAdmin<T>(ctx: Pick<RequestContext, 'identity'>, read: () => Promise<T>): Promise<T> {
    if (ctx.identity?.role !== ADMIN_ROLE) {
      await this.requireAdmin(ctx);
      return read();
    }
    const confirmed = this.requireAdmin(ctx);
    const answer = read();
    answer.catch(() => undefined); // when the role is refused, the read's own failure is not reported
    await confirmed;
    return answer;
  }

  /** For access rules ("the owner or an admin"): true only for a live admin, never throws for a non-admin. */
  async isAdmin(identity: Identity | null): Promise<boolean> {
    if (!identity || identity.role !== ADMIN_ROLE) return false;
    try {
      await this.requireAdmin({ identity });
      return true;
    } catch (err) {
      if (err instanceof GraphQLError && err.extensions['code'] !== 'SERVICE_UNAVAILABLE') return false;
      throw err;
    }
  }

  /**
   * For HTTP routes behind the gateway: verifies the forwarded identity, answers 401 / 403 (with
   * `forbiddenMessage`) / 503 as JSON, and leaves the admin in `res.locals.identity`.
   */
  httpGuard(identitySecret: string, forbiddenMessage = 'Forbidden'): RequestHandler {
    return (req: Request, res: Response, next: NextFunction) => {
      const identity = verifyIdentity(req.header(IDENTITY_HEADER), identitySecret);
      this.requireAdmin({ identity }).then(
        (admin) => {
          res.locals['identity'] = admin;
          next();
        },
        (err: unknown) => {
          const code = err instanceof GraphQLError ? err.extensions['code'] : undefined;
          if (code === 'UNAUTHENTICATED') res.status(401).json({ message: 'Unauthorized' });
          else if (code === 'FORBIDDEN') res.status(403).json({ message: forbiddenMessage });
          else res.status(503).json({ message: 'Service temporarily unavailable. Please try again.' });
        },
      );
    };
  }

  private async check(identity: Identity): Promise<Identity> {
    const live = await this.sessions.resolveSession(identity.sessionId);
    if (!live || live.userId !== identity.userId) throw unauthenticated();
    if (live.role !== ADMIN_ROLE) throw forbidden();
    return { ...identity, role: live.role };
  }
}

/** What every subgraph's `resolvers(deps)` receives at least; each service adds its use cases. */
export interface ResolverDeps {
  adminPolicy: AdminPolicy;
}
