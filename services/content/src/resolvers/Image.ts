import type { ImageResolvers } from '../__generated__/resolvers-types.js';
import { ratingAverage } from '../library/ratings.js';
import type { ContentResolverDeps } from './deps.js';

export const imageUrl = (id: string) => `/media/images/${id}.png`;
export const thumbnailUrl = (id: string) => `/media/images/${id}/thumb.jpg`;

export function imageResolvers({ library, ratings, featured }: ContentResolverDeps): ImageResolvers {
  return {
    // The reference carries the key field `id`; codegen types it from the mapper, which names it `_id`.
    __resolveReference: async (ref, ctx) =>
      library.viewable(String((ref as unknown as { id: string }).id), ctx.identity),
    id: (img) => img._id,
    generationStatus: (img) => img.status,
    imageUrl: (img) => (img.status === 'completed' && img.storageKey && !img.isExpired ? imageUrl(img._id) : null),
    thumbnailUrl: (img) =>
      img.status === 'completed' && img.thumbnailKey && !img.isExpired ? thumbnailUrl(img._id) : null,
    owner: (img) => ({ id: img.ownerId }),
    isFeatured: (img) => featured.isFeatured(img),
    isFavorite: async (img, _args, ctx) =>
      img.viewerFavorite ?? (await library.favoriteSet(ctx.identity, [img._id])).has(img._id),
    createdAt: (img) => img.createdAt.toISOString(),
    ratingAverage: (img) => ratingAverage(img),
    ratingCount: (img) => img.ratingCount ?? 0,
    myRating: async (img, _args, ctx) =>
      img.viewerRating !== undefined
        ? img.viewerRating
        : ((await ratings.myRatings(ctx.identity, [img._id])).get(img._id) ?? null),
    isPurchased: async (img, _args, ctx) =>
      img.viewerPurchased ?? (await library.hasBought(ctx.identity?.userId, img._id)),
  };
}
