import type { UpdateQuery } from 'mongoose';
import sharp from 'sharp';
import type { Logger } from '@faithcraft/lib';
import type { ImageDoc } from '../data/image-model.js';
import type { MigrationDoc } from '../data/migration-model.js';
import type { Stores } from '../data/stores.js';
import { makeThumbnail } from '../render/index.js';
import { imageKey, thumbnailKey, type ObjectStore } from '../storage/object-store.js';
import { RemoteImageError, fetchRemoteImage } from '../storage/safe-fetch.js';

export const DEFAULT_BATCH_SIZE = 20;
export const MAX_BATCH_SIZE = 100;
const MIGRATION_ID = 'images';
/** A running migration whose heartbeat is older than this is taken to have died with its process. */
const MIGRATION_STALE_MS = 5 * 60_000;
const MAX_FIX_CHECKS = 1000;

export interface MigrationView {
  running: boolean;
  processed: number;
  migrated: number;
  failed: number;
  total: number;
  startedAt: string | null;
  finishedAt: string | null;
}

const view = (d: MigrationDoc): MigrationView => ({
  running: d.running,
  processed: d.processed,
  migrated: d.migrated,
  failed: d.failed,
  total: d.total,
  startedAt: d.startedAt?.toISOString() ?? null,
  finishedAt: d.finishedAt?.toISOString() ?? null,
});

/** Images still at a provider URL: not in storage, not given up on. */
const AT_PROVIDER = { status: 'completed', storageKey: null, sourceUrl: { $ne: null }, isExpired: false };

/**
 * Spec 001 Storage: counts, a background migration of provider URLs into MinIO (with progress in
 * a document), and a repair pass that restores missing files from their source or marks them expired.
 */
export class StorageAdmin {
  private job: Promise<void> | undefined;

  constructor(private readonly deps: { models: Stores; store: ObjectStore; log: Logger; allowPrivateUrls: boolean }) {}

  async health() {
    const { images, migrations } = this.deps.models;
    const [total, stored, potentiallyExpired, markedExpired, migration] = await Promise.all([
      images.countDocuments({ status: 'completed' }),
      images.countDocuments({ status: 'completed', storageKey: { $ne: null }, isExpired: false }),
      images.countDocuments(AT_PROVIDER),
      images.countDocuments({ status: 'completed', isExpired: true }),
      migrations.findById(MIGRATION_ID),
    ]);
    return { total, stored, potentiallyExpired, markedExpired, migration: migration ? view(migration) : null };
  }

  /** Starts the migration in the background (or reports the one already running). */
  async startMigration(batchSize?: number | null): Promise<MigrationView> {
    const size = Math.min(Math.max(Math.trunc(batchSize ?? DEFAULT_BATCH_SIZE), 1), MAX_BATCH_SIZE);
    const { images, migrations } = this.deps.models;
    const now = new Date();
    const total = await images.countDocuments(AT_PROVIDER);
    const fresh = {
      running: true,
      processed: 0,
      migrated: 0,
      failed: 0,
      total,
      startedAt: now,
      finishedAt: null,
      updatedAt: now,
    };
    // Claimed by a decision on the progress document as read under isolation (a filter is no
    // compare-and-set on FerretDB), so two admins (or two instances) never run it twice.
    const claim = await migrations.createOrUpdate({ _id: MIGRATION_ID, ...fresh }, (current) =>
      !current.running || current.updatedAt.getTime() < now.getTime() - MIGRATION_STALE_MS
        ? { update: { $set: fresh } }
        : null,
    );
    if (!claim.written) return view(claim.doc);
    const claimed = claim.doc;
    this.job = this.runMigration(size, total).catch((err: unknown) => {
      this.deps.log.error({ err }, 'image migration stopped');
    });
    return view(claimed);
  }

  /** Waits for a migration started by this process (tests, graceful shutdown). */
  async idle(): Promise<void> {
    await this.job;
  }

  private async runMigration(batchSize: number, total: number): Promise<void> {
    const { images, migrations } = this.deps.models;
    const progress = (update: UpdateQuery<MigrationDoc>) => migrations.apply(MIGRATION_ID, update);
    const tried = new Set<string>();
    try {
      for (let processed = 0; processed < total;) {
        const batch = await images.find(
          { ...AT_PROVIDER, _id: { $nin: [...tried] } },
          { sort: { createdAt: 1 }, limit: batchSize },
        );
        if (!batch.length) break;
        let migrated = 0;
        let failed = 0;
        for (const image of batch) {
          tried.add(image._id);
          if (await this.copyFromSource(image)) migrated++;
          else failed++;
        }
        processed += batch.length;
        await progress({ $inc: { processed: batch.length, migrated, failed }, $set: { updatedAt: new Date() } });
      }
    } finally {
      await progress({ $set: { running: false, finishedAt: new Date(), updatedAt: new Date() } });
    }
  }

  /** Copies an image's source URL into storage; a dead link marks it expired. True when stored. */
  private async copyFromSource(image: ImageDoc): Promise<boolean> {
    if (!image.sourceUrl) return false;
    try {
      const { body } = await fetchRemoteImage(image.sourceUrl, { allowPrivate: this.deps.allowPrivateUrls });
      const png = await sharp(body).png().toBuffer();
      const keys = {
        storageKey: imageKey(image.ownerId, image._id),
        thumbnailKey: thumbnailKey(image.ownerId, image._id),
      };
      await this.deps.store.put(keys.storageKey, png, 'image/png');
      await this.deps.store.put(keys.thumbnailKey, await makeThumbnail(png), 'image/jpeg');
      await this.deps.models.images.apply(image._id, { $set: { ...keys, isExpired: false } });
      return true;
    } catch (err) {
      const gone = err instanceof RemoteImageError && err.gone;
      this.deps.log.warn({ imageId: image._id, reason: (err as Error).message, gone }, 'image copy failed');
      if (gone) await this.deps.models.images.apply(image._id, { $set: { isExpired: true } });
      return false;
    }
  }

  /**
   * Repairs images whose file is missing: re-fetched from the source URL when there is one
   * (fixed), otherwise marked expired (failed). Images already marked expired are retried too.
   */
  async fixExpired(): Promise<{ fixed: number; failed: number }> {
    const { images } = this.deps.models;
    const candidates = await images.find(
      { status: 'completed' },
      { sort: { isExpired: -1, createdAt: -1 }, limit: MAX_FIX_CHECKS },
    );
    let fixed = 0;
    let failed = 0;
    for (const image of candidates) {
      const present = image.storageKey ? await this.deps.store.exists(image.storageKey) : false;
      if (present) {
        if (image.isExpired) {
          await images.apply(image._id, { $set: { isExpired: false } });
          fixed++;
        }
        continue;
      }
      if (await this.copyFromSource(image)) fixed++;
      else {
        await images.apply(image._id, { $set: { isExpired: true } });
        failed++;
      }
    }
    return { fixed, failed };
  }
}
