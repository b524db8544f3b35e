import { requireUser } from '@faithcraft/lib';
import type { AuthPayload, MutationResolvers } from '../__generated__/resolvers-types.js';
import type { AuthResult } from '../accounts/accounts.js';
import { toUserView } from '../accounts/user-view.js';
import type { UsersServices } from './services.js';

function toPayload(result: AuthResult): AuthPayload {
  return result.ok
    ? { user: toUserView(result.user), message: null, fieldErrors: [] }
    : { user: null, message: result.message, fieldErrors: result.fieldErrors };
}

/** Sign-up, sign-in, password reset and change, profile edits: the signed-in user's own account. */
export function accountMutations({
  accounts,
  passwordReset,
  profiles,
}: UsersServices): Pick<
  MutationResolvers,
  'signUp' | 'signIn' | 'signOut' | 'requestPasswordReset' | 'resetPassword' | 'changePassword' | 'updateProfile'
> {
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
    requestPasswordReset: (_parent, { email }) => passwordReset.request(email),
    resetPassword: (_parent, { input }) => passwordReset.reset(input.token, input.password),
    changePassword: (_parent, { input }, ctx) =>
      profiles.changePassword(requireUser(ctx), input.currentPassword, input.newPassword),
    updateProfile: async (_parent, { input }, ctx) => {
      const result = await profiles.update(requireUser(ctx).userId, input);
      return result.ok
        ? { user: toUserView(result.user), message: null, fieldErrors: [] }
        : { user: null, message: result.message, fieldErrors: result.fieldErrors };
    },
  };
}
