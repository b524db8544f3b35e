import type { Connection } from 'mongoose';
import { DocumentLocks, type Logger } from '@faithcraft/lib';
import { downloadModel, type DownloadModel } from './download-model.js';
import { favoriteModel, type FavoriteModel } from './favorite-model.js';
import { ImageWrites } from './image-writes.js';
import { imageModel, type ImageModel } from './image-model.js';
import { migrationModel, type MigrationModel } from './migration-model.js';
import { purchaseModel, type PurchaseModel } from './purchase-model.js';

export interface Models {
  /** Read images here; change them only through `imageWrites` (under the image's lock). */
  images: ImageModel;
  imageWrites: ImageWrites;
  downloads: DownloadModel;
  favorites: FavoriteModel;
  purchases: PurchaseModel;
  migrations: MigrationModel;
  /** The migration progress document is written by the running job and by admins starting one. */
  migrationLocks: DocumentLocks;
}

export async function createModels(db: Connection, log: Logger): Promise<Models> {
  const images = imageModel(db);
  const imageLocks = new DocumentLocks(db, { collection: 'image_locks', log });
  const migrationLocks = new DocumentLocks(db, { collection: 'migration_locks', log });
  const models: Models = {
    images,
    imageWrites: new ImageWrites(images, imageLocks),
    downloads: downloadModel(db),
    favorites: favoriteModel(db),
    purchases: purchaseModel(db),
    migrations: migrationModel(db),
    migrationLocks,
  };
  await Promise.all([
    ...[images, models.downloads, models.favorites, models.purchases, models.migrations].map(
      (m: { init(): Promise<unknown> }) => m.init(),
    ),
    imageLocks.init(),
    migrationLocks.init(),
  ]);
  return models;
}
