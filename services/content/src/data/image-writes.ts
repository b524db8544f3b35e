import type { UpdateQuery } from 'mongoose';
import type { DocumentLocks } from '@faithcraft/lib';
import type { ImageDoc, ImageModel } from './image-model.js';

/** What `change` did: the image as read under the lock, and as written (null when nothing was). */
export interface ImageChange {
  before: ImageDoc;
  after: ImageDoc | null;
}

/**
 * The only way to change an image document. Images are written concurrently (the generation
 * worker, the outbox relay, the owner, downloads, storage repair), and FerretDB applies an update
 * by rewriting the whole document without isolation, so every update runs under the image's lock
 * (docs/decisions/0002). Inserts and deletes need no lock.
 */
export class ImageWrites {
  constructor(
    private readonly images: ImageModel,
    readonly locks: DocumentLocks,
  ) {}

  /**
   * Reads the image under its lock, lets `decide` choose the update from that state (null: leave
   * it as it is; throwing aborts), and writes it. Null when the image does not exist.
   */
  async change(id: string, decide: (image: ImageDoc) => UpdateQuery<ImageDoc> | null): Promise<ImageChange | null> {
    return this.locks.withLock(id, async () => {
      const before = await this.images.findById(id).lean<ImageDoc>();
      if (!before) return null;
      const update = decide(before);
      if (!update) return { before, after: null };
      const after = await this.images.findOneAndUpdate({ _id: id }, update, { new: true }).lean<ImageDoc>();
      return { before, after };
    });
  }

  /** An update that needs no decision (a `$set` or `$inc`), under the image's lock. True when the image exists. */
  async update(id: string, update: UpdateQuery<ImageDoc>): Promise<boolean> {
    const result = await this.locks.withLock(id, () => this.images.updateOne({ _id: id }, update));
    return result.matchedCount === 1;
  }
}
