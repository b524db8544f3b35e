import { requireAdmin, requireUser } from '@faithcraft/lib';
import type { MutationResolvers } from '../__generated__/resolvers-types.js';
import type { StorageAdmin } from '../admin/storage-admin.js';
import type { GenerationRequests } from '../generation/requests.js';
import type { Library } from '../library/library.js';

export function mutationResolvers(
  library: Library,
  generation: GenerationRequests,
  storage: StorageAdmin,
): MutationResolvers {
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
    migrateImages: async (_p, { batchSize }, ctx) => {
      requireAdmin(ctx);
      return storage.startMigration(batchSize);
    },
    fixExpiredImages: async (_p, _a, ctx) => {
      requireAdmin(ctx);
      return storage.fixExpired();
    },
  };
}
