import { requireUser } from '@faithcraft/lib';
import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import type { ContentResolverDeps } from './deps.js';

export function mutationResolvers({
  library,
  ratings,
  generation,
  storage,
  adminPolicy,
  featured,
}: ContentResolverDeps): MutationResolvers {
  return {
    generateImage: async (_p, { input }, ctx) => ({
      ...(await generation.request(requireUser(ctx), input)),
      viewerFavorite: false,
    }),
    setImageVisibility: async (_p, { id, input }, ctx) => library.setVisibility(requireUser(ctx), id, input),
    setFavorite: async (_p, { imageId, favorite }, ctx) => ({
      ...(await library.setFavorite(requireUser(ctx), imageId, favorite)),
      viewerFavorite: favorite,
    }),
    rateImage: async (_p, { imageId, stars }, ctx) => {
      const viewer = requireUser(ctx);
      return { ...(await ratings.rate(viewer, imageId, stars)), viewerPurchased: true, viewerRating: stars };
    },
    migrateImages: async (_p, { batchSize }, ctx) => {
      await adminPolicy.requireAdmin(ctx);
      return storage.startMigration(batchSize);
    },
    adminSetImageFeatured: async (_p, { imageId, featured: promote }, ctx) => {
      await adminPolicy.requireAdmin(ctx);
      return featured.set(imageId, promote);
    },
    fixExpiredImages: async (_p, _a, ctx) => {
      await adminPolicy.requireAdmin(ctx);
      return storage.fixExpired();
    },
  };
}
