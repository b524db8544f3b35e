import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import { toUserView } from '../accounts/user-view.js';
import type { UsersServices } from './services.js';

/** User administration (spec 001 §7): admins only, checked against the database on every call. */
export function adminMutations({
  adminPolicy,
  admin,
}: UsersServices): Pick<
  MutationResolvers,
  | 'adminSetGenerations'
  | 'adminSetRole'
  | 'adminSetSubscription'
  | 'adminResetGenerations'
  | 'adminAddCredits'
  | 'adminDeleteUser'
> {
  return {
    adminSetGenerations: async (_parent, { userId, input }, ctx) => {
      await adminPolicy.requireAdmin(ctx);
      return toUserView(await admin.setGenerations(userId, input.freeGenerationsUsed, input.freeGenerationsLimit));
    },
    adminSetRole: async (_parent, { userId, role }, ctx) => {
      const caller = await adminPolicy.requireAdmin(ctx);
      return toUserView(await admin.setRole(caller.userId, userId, role));
    },
    adminSetSubscription: async (_parent, { userId, subscriptionStatus }, ctx) => {
      await adminPolicy.requireAdmin(ctx);
      return toUserView(await admin.setSubscription(userId, subscriptionStatus));
    },
    adminResetGenerations: async (_parent, { userId }, ctx) => {
      await adminPolicy.requireAdmin(ctx);
      return toUserView(await admin.resetGenerations(userId));
    },
    adminAddCredits: async (_parent, { userId, credits }, ctx) => {
      await adminPolicy.requireAdmin(ctx);
      return toUserView(await admin.addCredits(userId, credits));
    },
    adminDeleteUser: async (_parent, { userId }, ctx) => {
      const caller = await adminPolicy.requireAdmin(ctx);
      await admin.delete(caller.userId, userId);
      return true;
    },
  };
}
