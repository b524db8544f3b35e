import type { AuthPayload, MutationResolvers } from '../__generated__/resolvers-types.js';
import type { Accounts, AuthResult } from '../accounts/accounts.js';
import { toUserView } from '../accounts/user-view.js';

function toPayload(result: AuthResult): AuthPayload {
  return result.ok
    ? { user: toUserView(result.user), message: null, fieldErrors: [] }
    : { user: null, message: result.message, fieldErrors: result.fieldErrors };
}

export function mutationResolvers(accounts: Accounts): MutationResolvers {
  return {
    signUp: async (_parent, { input }, ctx) => {
      const result = await accounts.signUp(input);
      if (result.ok) ctx.setSession(result.sessionToken);
      return toPayload(result);
    },
    signIn: async (_parent, { input }, ctx) => {
      const result = await accounts.signIn(input);
      if (result.ok) ctx.setSession(result.sessionToken);
      return toPayload(result);
    },
    signOut: async (_parent, _args, ctx) => {
      if (ctx.identity) await accounts.signOut(ctx.identity.sessionId);
      ctx.setSession(null);
      return true;
    },
  };
}
