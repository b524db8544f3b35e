import type { CloudEvent, Logger } from '@faithcraft/lib';
import type { ImageVersions } from '../data/image-versions.js';
import { isListed } from './index-document.js';
import type { ImageIndex, WriteOutcome } from './image-index.js';

/** Content's own events that change what the marketplace shows of an image. */
const IMAGE_EVENTS = new Set(['ImageVisibilityChanged.v1', 'ImageRated.v1', 'ImageDownloaded.v1', 'ImageGenerated.v1']);

/**
 * Keeps the marketplace index in step with the database. An event only says which image changed:
 * the indexer reads the image as it is now, with its version, and writes or removes it at that
 * version, so redelivered, reordered or concurrent updates leave the newest state in the index.
 */
export class SearchIndexer {
  constructor(private readonly deps: { index: ImageIndex; versions: ImageVersions; log: Logger }) {}

  /** Brings one image's index document up to date with the database (`visible`: searchable on return). */
  async sync(imageId: string, visible = false): Promise<WriteOutcome> {
    const current = await this.deps.versions.byId(imageId);
    if (!current) return this.deps.index.remove(imageId, null, visible);
    if (!isListed(current.image)) return this.deps.index.remove(imageId, current.version, visible);
    return this.deps.index.put(current.image, current.version, visible);
  }

  /**
   * After an owner's or buyer's write in this process: the marketplace shows it when the mutation
   * answers (read your writes). A failure only delays it: the image's event syncs it again.
   */
  async syncNow(imageId: string): Promise<void> {
    try {
      await this.sync(imageId, true);
    } catch (err) {
      this.deps.log.warn({ err, imageId }, 'search index not updated yet (the image event will retry)');
    }
  }

  /**
   * The consumer's handler for content's topic. An image no longer in the database was removed
   * from the index with its account (content's UserDeleted handler, after the database), so its
   * late events change nothing; a new consumer group replaying the topic costs one read each.
   */
  handle = async (event: CloudEvent): Promise<'applied' | 'ignored'> => {
    if (!IMAGE_EVENTS.has(event.type)) return 'ignored';
    const imageId = (event.data as { imageId?: string }).imageId;
    if (!imageId) return 'ignored';
    const current = await this.deps.versions.byId(imageId);
    if (!current) return 'ignored';
    if (isListed(current.image)) await this.deps.index.put(current.image, current.version);
    else await this.deps.index.remove(imageId, current.version);
    return 'applied';
  };
}
