import { forbidden, requireUser, unauthenticated, type Identity, type RequestContext } from '@faithcraft/lib';
import type { Accounts } from '../accounts/accounts.js';

/**
 * Admin check against the database, not the role the gateway cached for a few seconds: a demoted
 * or deleted admin loses access with the very next request.
 */
export async function requireFreshAdmin(ctx: Pick<RequestContext, 'identity'>, accounts: Accounts): Promise<Identity> {
  const identity = requireUser(ctx);
  const live = await accounts.resolveSession(identity.sessionId);
  if (!live || live.userId !== identity.userId) throw unauthenticated();
  if (live.role !== 'admin') throw forbidden();
  return { ...identity, role: live.role };
}
