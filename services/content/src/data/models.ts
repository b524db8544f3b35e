import type { Connection } from 'mongoose';
import { downloadModel, type DownloadModel } from './download-model.js';
import { favoriteModel, type FavoriteModel } from './favorite-model.js';
import { imageModel, type ImageModel } from './image-model.js';
import { migrationModel, type MigrationModel } from './migration-model.js';
import { purchaseModel, type PurchaseModel } from './purchase-model.js';

export interface Models {
  images: ImageModel;
  downloads: DownloadModel;
  favorites: FavoriteModel;
  purchases: PurchaseModel;
  migrations: MigrationModel;
}

export async function createModels(db: Connection): Promise<Models> {
  const models: Models = {
    images: imageModel(db),
    downloads: downloadModel(db),
    favorites: favoriteModel(db),
    purchases: purchaseModel(db),
    migrations: migrationModel(db),
  };
  await Promise.all(Object.values(models).map((m: { init(): Promise<unknown> }) => m.init()));
  return models;
}
