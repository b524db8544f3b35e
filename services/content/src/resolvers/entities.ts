import type { DownloadResolvers, PublicProfileResolvers, UserResolvers } from '../__generated__/resolvers-types.js';
import type { Library } from '../library/library.js';
import { withFavorites } from './Query.js';

export function publicProfileResolvers(library: Library): PublicProfileResolvers {
  return {
    __resolveReference: (ref) => ({ id: ref.id }),
    totalImages: (p) => library.countCreatorImages(p.id),
    publicImages: async (p, { limit }, ctx) =>
      withFavorites(library, ctx.identity, await library.creatorImages(p.id, limit)),
  };
}

/** Counts only the signed-in user or an admin may see about an account. */
export function userResolvers(library: Library): UserResolvers {
  const allowed = (id: string, ctx: { identity: { userId: string; role: string } | null }) =>
    ctx.identity !== null && (ctx.identity.userId === id || ctx.identity.role === 'admin');
  return {
    __resolveReference: (ref) => ({ id: ref.id }),
    totalGenerations: async (u, _a, ctx) => (allowed(u.id, ctx) ? library.countGenerations(u.id) : 0),
    totalDownloads: async (u, _a, ctx) => (allowed(u.id, ctx) ? library.countDownloads(u.id) : 0),
  };
}

export function downloadResolvers(library: Library): DownloadResolvers {
  return {
    id: (d) => d._id,
    createdAt: (d) => d.createdAt.toISOString(),
    image: async (d, _a, ctx) => library.viewable(d.imageId, ctx.identity),
  };
}
