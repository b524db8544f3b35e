import type { Collection, Connection } from 'mongoose';
import type { CloudEvent, HandleResult } from '@faithcraft/lib';
import { isoWeek } from '../../jobs/job-store.js';
import type { NewImage } from './types.js';

interface DigestImage {
  _id: string;
  week: string;
  title: string;
  ownerId: string;
  at: Date;
}

interface VisibilityData {
  imageId: string;
  ownerId: string;
  title: string;
  isPublic: boolean;
}

const MAX_IN_DIGEST = 8;

/**
 * This week's new public images for `{{newImages}}`, kept from ImageVisibilityChanged.v1: an image
 * made public is filed under the ISO week it happened; made private again, it is removed. The
 * digest reads one week by equality (FerretDB-friendly).
 */
export class NewImagesFeed {
  private readonly images: Collection<DigestImage>;

  constructor(
    db: Connection,
    private readonly publicUrl: string,
  ) {
    this.images = db.collection<DigestImage>('digest_images');
  }

  async init(): Promise<void> {
    await this.images.createIndex({ week: 1 });
  }

  handler() {
    return async (event: CloudEvent): Promise<HandleResult> => {
      if (event.type !== 'ImageVisibilityChanged.v1') return 'ignored';
      const data = event.data as VisibilityData;
      if (!data.isPublic) {
        await this.images.deleteOne({ _id: data.imageId });
        return 'applied';
      }
      const at = new Date(event.time ?? Date.now());
      await this.images.updateOne(
        { _id: data.imageId },
        { $setOnInsert: { week: isoWeek(at), at }, $set: { title: data.title, ownerId: data.ownerId } },
        { upsert: true },
      );
      return 'applied';
    };
  }

  async thisWeek(now = new Date()): Promise<NewImage[]> {
    const docs = await this.images
      .find({ week: isoWeek(now) })
      .limit(200)
      .toArray();
    const base = this.publicUrl.replace(/\/$/, '');
    return docs
      .sort((a, b) => b.at.getTime() - a.at.getTime())
      .slice(0, MAX_IN_DIGEST)
      .map((d) => ({
        title: d.title || 'Untitled',
        url: `${base}/users/${encodeURIComponent(d.ownerId)}`,
        imageUrl: null,
      }));
  }
}
