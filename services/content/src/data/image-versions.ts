import type { Connection } from 'mongoose';
import { imageModel, type ImageDoc, type ImageModel } from './image-model.js';

/** An image with the store's write version (every write through the store raises it by one). */
export interface VersionedImage {
  image: ImageDoc;
  version: number;
}

const OUTBOX_FIELDS = { _outbox: 0, _outboxPending: 0, _outboxSeq: 0 } as const;

const split = (doc: ImageDoc & { _version?: number }): VersionedImage => {
  const { _version, ...image } = doc;
  return { image: image, version: _version ?? 0 };
};

/**
 * Reads images together with the store's `_version`, which the AggregateStore keeps for itself and
 * its reads hide: the search index uses it as the external version of each document. Reads only;
 * every write still goes through the store.
 */
export class ImageVersions {
  private readonly model: ImageModel;

  constructor(db: Connection) {
    this.model = imageModel(db);
  }

  async byId(id: string): Promise<VersionedImage | null> {
    const doc = await this.model.findById(id, OUTBOX_FIELDS).lean<ImageDoc & { _version?: number }>();
    return doc ? split(doc) : null;
  }

  /** How many images the marketplace lists (two equality filters, which FerretDB pushes down). */
  countListed(): Promise<number> {
    return this.model.countDocuments({ isPublic: true, status: 'completed' }).exec();
  }

  /** Every listed image, streamed in batches (a rebuild reads them all once). */
  async *listed(batchSize = 1000): AsyncGenerator<VersionedImage[]> {
    const cursor = this.model
      .find({ isPublic: true, status: 'completed' }, OUTBOX_FIELDS)
      .lean<(ImageDoc & { _version?: number })[]>()
      .batchSize(batchSize)
      .cursor();
    let batch: VersionedImage[] = [];
    for await (const doc of cursor) {
      batch.push(split(doc));
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }
}
