import type { Logger } from '@faithcraft/lib';
import type { ImageVersions } from '../data/image-versions.js';
import type { ImageIndex } from './image-index.js';
import type { SearchIndexer } from './search-indexer.js';

export interface RebuildProgress {
  done: number;
  total: number;
}

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

/**
 * Rebuilds the index from the database: every listed image at its version (bulk; what the index
 * already holds at that version or newer is left alone), then a sweep that re-checks every indexed
 * id the database no longer listed during the scan. Safe while the service keeps indexing events.
 */
export async function rebuildIndex(deps: {
  index: ImageIndex;
  versions: ImageVersions;
  indexer: SearchIndexer;
  log: Logger;
  progress?: (p: RebuildProgress) => void;
  stopped?: () => boolean;
}): Promise<RebuildResult> {
  const t0 = Date.now();
  const total = await deps.versions.countListed();
  const seen = new Set<string>();
  let written = 0;
  let current = 0;
  for await (const batch of deps.versions.listed()) {
    if (deps.stopped?.()) break;
    const result = await deps.index.putMany(batch);
    written += result.written;
    current += result.stale;
    for (const { image } of batch) seen.add(image._id);
    deps.progress?.({ done: seen.size, total: Math.max(total, seen.size) });
  }
  let removed = 0;
  // The sweep reads ids through search: make the scan's writes visible to it first.
  await deps.index.refresh();
  for await (const ids of deps.index.ids()) {
    if (deps.stopped?.()) break;
    for (const id of ids.filter((i) => !seen.has(i))) {
      // Published after the scan read its batch, or really gone: the database decides.
      if ((await deps.indexer.sync(id)) === 'written') removed++;
    }
  }
  await deps.index.refresh();
  return { listed: seen.size, written, current, removed, seconds: (Date.now() - t0) / 1000 };
}
