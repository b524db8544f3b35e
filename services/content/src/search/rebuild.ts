import { rebuildVersionedIndex, type Logger, type RebuildProgress } from '@faithcraft/lib';
import type { ImageVersions } from '../data/image-versions.js';
import type { ImageIndex } from './image-index.js';
import { toIndexDocument } from './index-document.js';
import type { SearchIndexer } from './search-indexer.js';

export type { RebuildProgress };

export interface RebuildResult {
  listed: number;
  written: number;
  /** Already in the index at this version or a newer one. */
  current: number;
  /** In the index but no longer listed in the database. */
  removed: number;
  seconds: number;
}

/** The index is behind when it holds a different number of images than the database lists. */
export async function indexBehind(
  index: ImageIndex,
  versions: ImageVersions,
): Promise<{ behind: boolean; indexed: number; listed: number }> {
  const [indexed, listed] = await Promise.all([index.count(), versions.countListed()]);
  return { behind: indexed !== listed, indexed, listed };
}

async function* listedBatches(versions: ImageVersions) {
  for await (const batch of versions.listed())
    yield batch.map(({ image, version }) => ({ id: image._id, doc: toIndexDocument(image), version }));
}

/**
 * Rebuilds the index from the database (lib's rebuild: every listed image at its version, then a
 * sweep that re-checks every indexed id the database no longer listed during the scan — published
 * after the scan read its batch, or really gone: the database decides). Safe while the service keeps
 * indexing events.
 */
export async function rebuildIndex(deps: {
  index: ImageIndex;
  versions: ImageVersions;
  indexer: SearchIndexer;
  log: Logger;
  progress?: (p: RebuildProgress) => void;
  stopped?: () => boolean;
}): Promise<RebuildResult> {
  const { scanned, ...counts } = await rebuildVersionedIndex({
    index: deps.index,
    total: await deps.versions.countListed(),
    batches: listedBatches(deps.versions),
    recheck: async (id) => (await deps.indexer.sync(id)) === 'written',
    progress: deps.progress,
    stopped: deps.stopped,
  });
  return { listed: scanned, ...counts };
}
