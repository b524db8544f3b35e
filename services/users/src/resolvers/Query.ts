import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import type { Accounts } from '../accounts/accounts.js';
import { toUserView } from '../accounts/user-view.js';

export function queryResolvers(accounts: Accounts): QueryResolvers {
  return {
    me: async (_parent, _args, ctx) => {
      if (!ctx.identity) return null;
      const user = await accounts.findUser(ctx.identity.userId);
      return user ? toUserView(user) : null;
    },
  };
}
