import { forbidden, requireUser, unauthenticated, type Identity, type RequestContext } from '@faithcraft/lib';
import type { Accounts } from '../accounts/accounts.js';

/** One database check per request, however many fields or entity references ask for it. */
const checked = new WeakMap<Identity, Promise<Identity>>();

/**
 * Admin check against the database, not the role the gateway cached for a few seconds: a demoted
 * or deleted admin loses access with the very next request.
 */
export function requireFreshAdmin(ctx: Pick<RequestContext, 'identity'>, accounts: Accounts): Promise<Identity> {
  const identity = requireUser(ctx);
  let result = checked.get(identity);
  if (!result) {
    result = (async () => {
      const live = await accounts.resolveSession(identity.sessionId);
      if (!live || live.userId !== identity.userId) throw unauthenticated();
      if (live.role !== 'admin') throw forbidden();
      return { ...identity, role: live.role };
    })();
    checked.set(identity, result);
  }
  return result;
}
