import type { CloudEvent, Logger, PurchaseCompletedV1, UserDeletedV1 } from '@faithcraft/lib';
import type { Stores } from '../data/stores.js';
import type { ImageIndex } from '../search/image-index.js';
import type { ObjectStore } from '../storage/object-store.js';

/**
 * Facts from other services: purchases (who may download what) and account deletions. Every
 * handler is an idempotent upsert or delete, so a redelivered event changes nothing.
 */
export function contentEventHandler(deps: { models: Stores; store: ObjectStore; index: ImageIndex; log: Logger }) {
  const { models } = deps;

  const purchaseCompleted = async ({ data }: PurchaseCompletedV1) => {
    if (!(await models.images.exists({ _id: data.imageId }))) return 'ignored' as const;
    // Keyed by the purchase: a redelivery finds it stored and changes nothing.
    await models.purchases.createOrUpdate(
      {
        _id: data.purchaseId,
        imageId: data.imageId,
        buyerId: data.buyerId,
        sellerId: data.sellerId,
        amountCents: data.amountCents,
        completedAt: new Date(data.completedAt),
      },
      () => null,
    );
    return 'applied' as const;
  };

  const userDeleted = async ({ data }: UserDeletedV1) => {
    const owned = await models.images.find(
      { ownerId: data.userId },
      { projection: { storageKey: 1, thumbnailKey: 1 } },
    );
    const keys = owned.flatMap((i) => [i.storageKey, i.thumbnailKey]).filter((k): k is string => !!k);
    // Files first: if this fails the event is retried and the documents still say what to delete.
    for (let i = 0; i < keys.length; i += 500) await deps.store.remove(keys.slice(i, i + 500));
    const ids = owned.map((i) => i._id);
    // Deletes need no image lock (a delete is atomic, and a locked update of a deleted image matches nothing).
    await Promise.all([
      models.images.deleteMany({ ownerId: data.userId }),
      models.downloads.deleteMany({ userId: data.userId }),
      models.favorites.deleteMany({ userId: data.userId }),
      ids.length ? models.favorites.deleteMany({ imageId: { $in: ids } }) : Promise.resolve(),
      ids.length ? models.ratings.deleteMany({ imageId: { $in: ids } }) : Promise.resolve(),
      models.purchases.updateEach({ buyerId: data.userId }, () => ({ update: { $set: { buyerId: null } } })),
      models.purchases.updateEach({ sellerId: data.userId }, () => ({ update: { $set: { sellerId: null } } })),
      // Their ratings keep counting in the images' figures, without saying who gave them.
      models.ratings.updateEach({ userId: data.userId }, () => ({ update: { $set: { userId: null } } })),
      models.searches.updateEach({ userId: data.userId }, () => ({ update: { $set: { userId: null } } })),
    ]);
    // After the database: a late event of one of these images finds it gone and changes nothing.
    await deps.index.removeByOwner(data.userId);
    deps.log.info({ userId: data.userId, images: owned.length }, 'deleted user content removed');
    return 'applied' as const;
  };

  return async (event: CloudEvent): Promise<'applied' | 'ignored'> => {
    switch (event.type) {
      case 'PurchaseCompleted.v1':
        return purchaseCompleted(event as PurchaseCompletedV1);
      case 'UserDeleted.v1':
        return userDeleted(event as UserDeletedV1);
      default:
        return 'ignored';
    }
  };
}
