import { requireUser, type Identity } from '@faithcraft/lib';
import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import type { ImageDoc } from '../data/image-model.js';
import type { Library } from '../library/library.js';
import type { ContentResolverDeps } from './deps.js';
import type { ImageParent } from './parents.js';

/** Marks the viewer's favourites on a list with one query instead of one per image. */
export async function withFavorites(
  library: Library,
  viewer: Identity | null,
  images: ImageDoc[],
): Promise<ImageParent[]> {
  const favorites = await library.favoriteSet(
    viewer,
    images.map((i) => i._id),
  );
  return images.map((i) => ({ ...i, viewerFavorite: favorites.has(i._id) }));
}

export function queryResolvers({ library, storage, adminPolicy }: ContentResolverDeps): QueryResolvers {
  return {
    myImages: async (_p, { filter, limit }, ctx) => {
      const viewer = requireUser(ctx);
      return withFavorites(library, viewer, await library.myImages(viewer, filter, limit));
    },
    image: async (_p, { id }, ctx) => library.viewable(id, ctx.identity),
    publicImages: async (_p, { input }, ctx) => {
      const page = await library.publicImages(input ?? {});
      return { ...page, items: await withFavorites(library, ctx.identity, page.items) };
    },
    myDownloads: async (_p, { limit }, ctx) => library.myDownloads(requireUser(ctx), limit),
    imageHealth: async (_p, _a, ctx) => {
      await adminPolicy.requireAdmin(ctx);
      return storage.health();
    },
  };
}
