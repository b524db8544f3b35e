import type { Identity } from '@faithcraft/lib';
import type { DownloadResolvers, PublicProfileResolvers, UserResolvers } from '../__generated__/resolvers-types.js';
import type { ContentResolverDeps } from './deps.js';
import { withFavorites } from './Query.js';

export function publicProfileResolvers({ library }: ContentResolverDeps): PublicProfileResolvers {
  return {
    __resolveReference: (ref) => ({ id: ref.id }),
    totalImages: (p) => library.countCreatorImages(p.id),
    publicImages: async (p, { limit }, ctx) =>
      withFavorites(library, ctx.identity, await library.creatorImages(p.id, limit)),
  };
}

/** Counts only the signed-in user or an admin may see about an account. */
export function userResolvers({ library, adminPolicy }: ContentResolverDeps): UserResolvers {
  const allowed = async (id: string, ctx: { identity: Identity | null }) =>
    ctx.identity !== null && (ctx.identity.userId === id || (await adminPolicy.isAdmin(ctx.identity)));
  return {
    __resolveReference: (ref) => ({ id: ref.id }),
    totalGenerations: async (u, _a, ctx) => ((await allowed(u.id, ctx)) ? library.countGenerations(u.id) : 0),
    totalDownloads: async (u, _a, ctx) => ((await allowed(u.id, ctx)) ? library.countDownloads(u.id) : 0),
  };
}

export function downloadResolvers({ library }: ContentResolverDeps): DownloadResolvers {
  return {
    id: (d) => d._id,
    createdAt: (d) => d.createdAt.toISOString(),
    image: async (d, _a, ctx) => library.viewable(d.imageId, ctx.identity),
  };
}
