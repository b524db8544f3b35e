import { GraphQLError } from 'graphql';
import { Topics, eventsFor, forbidden, notFound, type Identity, isDuplicateKey } from '@faithcraft/lib';
import type { ImageDoc } from '../data/image-model.js';
import { ratingId } from '../data/rating-model.js';
import type { Stores } from '../data/stores.js';
import { imageRated } from '../events/image-events.js';

export const RATING_MESSAGES = {
  stars: 'Rating must be a whole number of stars from 1 to 5',
  ownImage: 'You cannot rate your own image',
  buyersOnly: 'Only buyers who purchased this image can rate it',
  alreadyRated: 'You have already rated this image',
} as const;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** The average shown on cards: null when nobody rated, else rounded to two decimals. */
export function ratingAverage(image: Pick<ImageDoc, 'ratingCount' | 'ratingSum'>): number | null {
  const count = image.ratingCount ?? 0;
  return count > 0 ? Math.round(((image.ratingSum ?? 0) / count) * 100) / 100 : null;
}

/**
 * Buyers' ratings: one per buyer and image (the rating's `_id` is unique), only with a completed
 * purchase (content knows them from PurchaseCompleted). The image's count and sum are recomputed
 * from the ratings after each one and only ever grow, so concurrent ratings settle on the full set
 * whatever order their writes land in (docs/decisions/0009).
 */
export class Ratings {
  constructor(
    private readonly models: Stores,
    /** Told after an image's figures changed (the search index follows). */
    private readonly imageChanged: (imageId: string) => Promise<void> = async () => undefined,
  ) {}

  async rate(viewer: Identity, imageId: string, stars: number): Promise<ImageDoc> {
    if (!Number.isInteger(stars) || stars < 1 || stars > 5) throw badInput(RATING_MESSAGES.stars);
    const image = await this.models.images.findById(imageId);
    const bought = await this.models.purchases.exists({ imageId, buyerId: viewer.userId });
    if (!image || (!bought && !(image.isPublic && image.status === 'completed') && image.ownerId !== viewer.userId))
      throw notFound('Image not found');
    if (image.ownerId === viewer.userId) throw forbidden(RATING_MESSAGES.ownImage);
    if (!bought) throw forbidden(RATING_MESSAGES.buyersOnly);
    const _id = ratingId(viewer.userId, imageId);
    try {
      await this.models.ratings.create({ _id, userId: viewer.userId, imageId, stars, createdAt: new Date() });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // A retry after a failure between the two writes: the figures are brought up to date first.
      await this.refreshFigures(imageId, null);
      throw badInput(RATING_MESSAGES.alreadyRated);
    }
    const rated = await this.refreshFigures(imageId, { ratingId: _id, userId: viewer.userId, stars });
    await this.imageChanged(imageId);
    return rated ?? image;
  }

  /** The viewer's stars for each of `ids` that they rated: one equality read of their ratings. */
  async myRatings(viewer: Identity | null, ids: string[]): Promise<Map<string, number>> {
    if (!viewer || !ids.length) return new Map();
    if (ids.length === 1) {
      const one = await this.models.ratings.findById(ratingId(viewer.userId, ids[0]!));
      return new Map(one ? [[one.imageId, one.stars]] : []);
    }
    const wanted = new Set(ids);
    const mine = await this.models.ratings.find({ userId: viewer.userId }, { projection: { imageId: 1, stars: 1 } });
    return new Map(mine.filter((r) => wanted.has(r.imageId)).map((r) => [r.imageId, r.stars]));
  }

  /**
   * Count and sum recomputed from the image's ratings; written only when they grew, so a slower
   * recompute that saw fewer ratings never overwrites a fuller one. `rated` (a new rating) is
   * published as ImageRated.v1 with the image's figures, whether or not this write raised them.
   */
  private async refreshFigures(
    imageId: string,
    rated: { ratingId: string; userId: string; stars: number } | null,
  ): Promise<ImageDoc | null> {
    const all = await this.models.ratings.find({ imageId }, { projection: { stars: 1 } });
    const count = all.length;
    const sum = all.reduce((total, r) => total + r.stars, 0);
    const outcome = await this.models.images.update(imageId, (current) => {
      const grows = count > (current.ratingCount ?? 0);
      const figures = grows ? { ratingCount: count, ratingSum: sum } : current;
      const events = rated
        ? eventsFor(
            Topics.content,
            imageRated(current, {
              ...rated,
              ratingCount: Math.max(figures.ratingCount ?? 0, 1),
              ratingAverage: ratingAverage(figures) ?? rated.stars,
              at: new Date(),
            }),
          )
        : [];
      return { update: grows ? { $set: { ratingCount: count, ratingSum: sum } } : undefined, events };
    });
    return outcome ? (outcome.after ?? outcome.before) : null;
  }
}
