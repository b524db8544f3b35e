import type { Connection } from 'mongoose';
import { AggregateStore, Isolation, type Logger } from '@faithcraft/lib';
import { downloadModel, type DownloadDoc } from './download-model.js';
import { favoriteModel, type FavoriteDoc } from './favorite-model.js';
import { imageModel, type ImageDoc } from './image-model.js';
import { migrationModel, type MigrationDoc } from './migration-model.js';
import { purchaseModel, type PurchaseDoc } from './purchase-model.js';
import { ratingModel, type RatingDoc } from './rating-model.js';
import { searchModel, type SearchDoc } from './search-model.js';

/**
 * Every read and write of the content service's documents. Images are written concurrently (the
 * generation worker, the outbox relay, the owner, downloads, storage repair) and the migration
 * progress by the job and by admins: the stores isolate each document's writes (locks on FerretDB,
 * compare-and-set on MongoDB; docs/decisions/0002). The mongoose models stay in this folder.
 */
export interface Stores {
  images: AggregateStore<ImageDoc>;
  downloads: AggregateStore<DownloadDoc>;
  favorites: AggregateStore<FavoriteDoc>;
  purchases: AggregateStore<PurchaseDoc>;
  ratings: AggregateStore<RatingDoc>;
  searches: AggregateStore<SearchDoc>;
  migrations: AggregateStore<MigrationDoc>;
}

export async function createStores(db: Connection, log: Logger): Promise<Stores> {
  const isolation = await Isolation.detect(db, log);
  const [images, downloads, favorites, purchases, ratings, searches, migrations] = await Promise.all([
    AggregateStore.open<ImageDoc>(isolation, imageModel(db), 'image'),
    AggregateStore.open<DownloadDoc>(isolation, downloadModel(db), 'download'),
    AggregateStore.open<FavoriteDoc>(isolation, favoriteModel(db), 'favorite'),
    AggregateStore.open<PurchaseDoc>(isolation, purchaseModel(db), 'purchase'),
    AggregateStore.open<RatingDoc>(isolation, ratingModel(db), 'rating'),
    AggregateStore.open<SearchDoc>(isolation, searchModel(db), 'search'),
    AggregateStore.open<MigrationDoc>(isolation, migrationModel(db), 'migration'),
  ]);
  return { images, downloads, favorites, purchases, ratings, searches, migrations };
}
