import { requireUser } from '@faithcraft/lib';
import type { PublicProfileResolvers, UserResolvers } from '../__generated__/resolvers-types.js';
import { toUserView } from '../accounts/user-view.js';
import type { UsersServices } from './services.js';

/**
 * Federation entry points. A User reference exposes private fields, so it resolves only for the
 * user themself or an admin (no one reads another account through `_entities`); a PublicProfile
 * resolves for anyone, and only when that profile is public.
 */
export function entityResolvers({ accounts, profiles, adminPolicy }: UsersServices): {
  User: UserResolvers;
  PublicProfile: PublicProfileResolvers;
} {
  return {
    User: {
      __resolveReference: async (ref, ctx) => {
        const identity = requireUser(ctx);
        if (ref.id !== identity.userId) await adminPolicy.requireAdmin(ctx);
        const user = await accounts.findUser(ref.id);
        return user ? toUserView(user) : null;
      },
    },
    PublicProfile: {
      __resolveReference: (ref) => profiles.publicProfile(ref.id),
    },
  };
}
