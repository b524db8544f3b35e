import { GraphQLError } from 'graphql';
import { Topics, eventsFor, forbidden, notFound, type Identity } from '@faithcraft/lib';
import type { DownloadDoc } from '../data/download-model.js';
import { favoriteId } from '../data/favorite-model.js';
import type { ImageDoc } from '../data/image-model.js';
import type { Stores } from '../data/stores.js';
import { canDownload, canView } from '../domain/access.js';
import { decideVisibility } from '../domain/visibility.js';
import { imageVisibilityChanged } from '../events/image-events.js';
import { purchaseStats, type PurchaseStats } from './purchase-stats.js';

export type LibraryFilter = 'ALL' | 'GENERATED' | 'PURCHASED' | 'FAVORITES';

// Page sizes are the service's own defaults: the SDL and the REST facade pass "not given" through.
export const MAX_LIST = 200;
export const DEFAULT_LIST_SIZE = 100;
export const DEFAULT_CREATOR_PAGE_SIZE = 40;
export const MAX_CREATOR_PAGE_SIZE = 50;

const clamp = (n: number | null | undefined, fallback: number, max: number) =>
  Math.min(Math.max(Math.trunc(n ?? fallback), 1), max);

/** Reads and owner actions on images; every method checks the viewer's rights itself. */
export class Library {
  constructor(
    private readonly models: Stores,
    /** The admin policy's live check (an admin sees every image). */
    private readonly isAdmin: (viewer: Identity | null) => Promise<boolean>,
    /** Told after an owner changed what the marketplace shows of an image (the search index follows). */
    private readonly imageChanged: (imageId: string) => Promise<void> = async () => undefined,
  ) {}

  /**
   * Which of `ids` the viewer bought: one equality read of the viewer's purchases (FerretDB pushes
   * it down; an `imageId $in` would be filtered in Go), intersected with the page.
   */
  async purchasedSet(viewer: Identity | null, ids: string[]): Promise<Set<string>> {
    if (!viewer || !ids.length) return new Set();
    const mine = await this.models.purchases.find({ buyerId: viewer.userId }, { projection: { imageId: 1 } });
    const bought = new Set(mine.map((p) => p.imageId));
    return new Set(ids.filter((id) => bought.has(id)));
  }

  async hasBought(userId: string | undefined, imageId: string): Promise<boolean> {
    if (!userId) return false;
    return this.models.purchases.exists({ imageId, buyerId: userId });
  }

  /** The image if the viewer may see it; null otherwise, so a private image's existence never leaks. */
  async viewable(id: string, viewer: Identity | null): Promise<ImageDoc | null> {
    const image = await this.models.images.findById(id);
    if (!image) return null;
    const [bought, admin] = await Promise.all([this.hasBought(viewer?.userId, id), this.isAdmin(viewer)]);
    return canView(image, viewer, { bought, admin }) ? image : null;
  }

  async downloadable(
    id: string,
    viewer: Identity,
  ): Promise<{ image: ImageDoc; allowed: true } | { image: ImageDoc | null; allowed: false }> {
    const image = await this.models.images.findById(id);
    if (!image) return { image: null, allowed: false };
    const [bought, admin] = await Promise.all([this.hasBought(viewer.userId, id), this.isAdmin(viewer)]);
    if (canDownload(image, viewer, { bought, admin })) return { image, allowed: true };
    return { image: canView(image, viewer, { bought, admin }) ? image : null, allowed: false };
  }

  async myImages(viewer: Identity, filter?: LibraryFilter | null, limit?: number | null): Promise<ImageDoc[]> {
    const max = clamp(limit, DEFAULT_LIST_SIZE, MAX_LIST);
    const owned = () => this.models.images.find({ ownerId: viewer.userId }, { sort: { createdAt: -1 }, limit: max });
    const byIds = async (ids: string[]) =>
      ids.length ? this.models.images.find({ _id: { $in: ids } }, { sort: { createdAt: -1 }, limit: max }) : [];
    const purchasedIds = async () =>
      (
        await this.models.purchases.find({ buyerId: viewer.userId }, { projection: { imageId: 1 }, limit: MAX_LIST })
      ).map((p) => p.imageId);
    const chosen: LibraryFilter = filter ?? 'ALL';
    switch (chosen) {
      case 'GENERATED':
        return owned();
      case 'PURCHASED':
        return byIds(await purchasedIds());
      case 'FAVORITES': {
        const favs = await this.models.favorites.find(
          { userId: viewer.userId },
          { projection: { imageId: 1 }, limit: MAX_LIST },
        );
        const images = await byIds(favs.map((f) => f.imageId));
        const [bought, admin] = await Promise.all([purchasedIds().then((ids) => new Set(ids)), this.isAdmin(viewer)]);
        return images.filter((i) => canView(i, viewer, { bought: bought.has(i._id), admin }));
      }
      case 'ALL': {
        const [mine, bought] = await Promise.all([owned(), purchasedIds().then(byIds)]);
        return [...mine, ...bought.filter((b) => b.ownerId !== viewer.userId)]
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
          .slice(0, max);
      }
      default: {
        const _exhaustive: never = chosen;
        return _exhaustive;
      }
    }
  }

  creatorImages(ownerId: string, limit?: number | null): Promise<ImageDoc[]> {
    return this.models.images.find(
      { ownerId, isPublic: true, status: 'completed' },
      { sort: { createdAt: -1 }, limit: clamp(limit, DEFAULT_CREATOR_PAGE_SIZE, MAX_CREATOR_PAGE_SIZE) },
    );
  }

  countCreatorImages(ownerId: string): Promise<number> {
    return this.models.images.countDocuments({ ownerId, isPublic: true, status: 'completed' });
  }

  countGenerations(userId: string): Promise<number> {
    return this.models.images.countDocuments({ ownerId: userId, status: 'completed' });
  }

  countDownloads(userId: string): Promise<number> {
    return this.models.downloads.countDocuments({ userId });
  }

  purchaseStats(userId: string): Promise<PurchaseStats> {
    return purchaseStats(this.models.purchases, userId);
  }

  myDownloads(viewer: Identity, limit?: number | null): Promise<DownloadDoc[]> {
    return this.models.downloads.find(
      { userId: viewer.userId },
      { sort: { createdAt: -1 }, limit: clamp(limit, DEFAULT_LIST_SIZE, MAX_LIST) },
    );
  }

  /** Which of `ids` the viewer marked as favourite (one query for a whole list). */
  async favoriteSet(viewer: Identity | null, ids: string[]): Promise<Set<string>> {
    if (!viewer || !ids.length) return new Set();
    const favs = await this.models.favorites.find(
      { _id: { $in: ids.map((id) => favoriteId(viewer.userId, id)) } },
      { projection: { imageId: 1 } },
    );
    return new Set(favs.map((f) => f.imageId));
  }

  async setVisibility(
    viewer: Identity,
    id: string,
    input: { isPublic: boolean; isForSale: boolean; priceCents?: number | null },
  ): Promise<ImageDoc> {
    const image = await this.models.images.findById(id);
    if (!image || (image.ownerId !== viewer.userId && !(await this.viewable(id, viewer))))
      throw notFound('Image not found');
    if (image.ownerId !== viewer.userId) throw forbidden('Only the owner can change who sees this image');
    // Decided on the image as read under its lock, so a concurrent write is neither undone nor ignored.
    const changed = await this.models.images.update(id, (current) => {
      if (current.status !== 'completed') {
        throw new GraphQLError('Only a finished image can be published', { extensions: { code: 'BAD_USER_INPUT' } });
      }
      const decided = decideVisibility(input, current);
      if (!decided.ok)
        throw new GraphQLError(decided.message, { extensions: { code: 'BAD_USER_INPUT', field: 'price' } });
      return {
        // An unpublished image leaves the landing page's showcase with it (it would not show anyway).
        update: {
          $set: decided.value.isPublic ? decided.value : { ...decided.value, featured: false, featuredAt: null },
        },
        events: eventsFor(Topics.content, imageVisibilityChanged({ ...current, ...decided.value })),
      };
    });
    if (!changed?.after) throw notFound('Image not found');
    await this.imageChanged(id);
    return changed.after;
  }

  async setFavorite(viewer: Identity, imageId: string, favorite: boolean): Promise<ImageDoc> {
    const image = await this.viewable(imageId, viewer);
    if (!image) throw notFound('Image not found');
    const _id = favoriteId(viewer.userId, imageId);
    if (favorite) {
      // Already a favourite: nothing to change.
      await this.models.favorites.createOrUpdate(
        { _id, userId: viewer.userId, imageId, createdAt: new Date() },
        () => null,
      );
    } else await this.models.favorites.deleteById(_id);
    return image;
  }
}
