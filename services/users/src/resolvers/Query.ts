import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import { toUserView } from '../accounts/user-view.js';
import type { UsersServices } from './services.js';

export function queryResolvers({ accounts, profiles, admin, adminPolicy }: UsersServices): QueryResolvers {
  return {
    me: async (_parent, _args, ctx) => {
      if (!ctx.identity) return null;
      const user = await accounts.findUser(ctx.identity.userId);
      return user ? toUserView(user) : null;
    },
    publicProfile: (_parent, { userId }) => profiles.publicProfile(userId),
    adminUsers: (_parent, { limit, offset }, ctx) =>
      adminPolicy.readAsAdmin(ctx, async () => (await admin.list(limit ?? 200, offset ?? 0)).map(toUserView)),
    adminUserDirectory: (_parent, { search, limit, offset }, ctx) =>
      adminPolicy.readAsAdmin(ctx, () => admin.directoryPage(search, limit ?? 25, offset ?? 0)),
  };
}
