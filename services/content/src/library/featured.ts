import { GraphQLError } from 'graphql';
import { notFound } from '@faithcraft/lib';
import type { ImageDoc } from '../data/image-model.js';
import type { Stores } from '../data/stores.js';

export const DEFAULT_FEATURED = 8;
export const MAX_FEATURED = 24;

export const FeaturedMessages = {
  onlyPublic: 'Only public images can be featured',
} as const;

/**
 * The landing page's showcase (spec 001 Content tab, Promote): images an admin promoted. The set is
 * small and read by equality on `featured` (FerretDB pushes that down), so sorting it by promotion
 * time in memory costs nothing. No event: no other service reads it yet.
 */
export class FeaturedImages {
  constructor(private readonly models: Stores) {}

  /** Promotes or withdraws an image; the caller has checked the admin role. Public, finished images only. */
  async set(imageId: string, featured: boolean, now = new Date()): Promise<ImageDoc> {
    const changed = await this.models.images.update(imageId, (current) => {
      if (!featured) return current.featured ? { update: { $set: { featured: false, featuredAt: null } } } : null;
      if (!current.isPublic || current.status !== 'completed') {
        throw new GraphQLError(FeaturedMessages.onlyPublic, { extensions: { code: 'BAD_USER_INPUT' } });
      }
      // Featuring it again moves it to the front.
      return { update: { $set: { featured: true, featuredAt: now } } };
    });
    if (!changed) throw notFound('Image not found');
    return changed.after ?? changed.before;
  }

  /** Whether the image is featured; an image read from the search index does not carry it. */
  async isFeatured(image: ImageDoc): Promise<boolean> {
    if (image.featured !== undefined) return image.featured;
    return (await this.models.images.findById(image._id, { featured: 1 }))?.featured === true;
  }

  /** Featured public images, the latest promoted first. */
  async list(limit: number | null | undefined): Promise<ImageDoc[]> {
    const n = Math.min(Math.max(Math.trunc(limit ?? DEFAULT_FEATURED), 1), MAX_FEATURED);
    const featured = await this.models.images.find({ featured: true });
    return featured
      .filter((i) => i.isPublic && i.status === 'completed' && !i.isExpired)
      .sort((a, b) => (b.featuredAt?.getTime() ?? 0) - (a.featuredAt?.getTime() ?? 0))
      .slice(0, n);
  }
}
