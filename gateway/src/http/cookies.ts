import { SESSION_COOKIE } from '@faithcraft/lib';
import jwt from 'jsonwebtoken';
import type { GatewayContext } from '../context.js';
import type { Environment } from '../environment.js';
import type { SessionResolver } from '../sessions.js';

/** The session cookie: httpOnly (no script can read it), SameSite=Lax, Secure over HTTPS. */
export function applySessionDirective(ctx: GatewayContext, env: Environment, sessions: SessionResolver): void {
  const directive = ctx.session.directive;
  if (directive === undefined || ctx.res.headersSent) return;
  const options = { httpOnly: true, sameSite: 'lax' as const, secure: env.cookieSecure, path: '/' };
  if (directive === 'clear') {
    if (ctx.identity) sessions.forget(ctx.identity.sessionId);
    ctx.res.clearCookie(SESSION_COOKIE, options);
  } else {
    // The cookie lives exactly as long as the token the users service issued (its `exp`).
    const claims = jwt.decode(directive);
    const exp = claims && typeof claims === 'object' ? claims.exp : undefined;
    ctx.res.cookie(SESSION_COOKIE, directive, exp ? { ...options, expires: new Date(exp * 1000) } : options);
  }
}
