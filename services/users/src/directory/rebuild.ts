import { rebuildVersionedIndex } from '@faithcraft/lib';
import type { UserVersions } from '../data/user-versions.js';
import type { UserDirectoryIndex } from './directory-index.js';
import type { DirectorySync } from './directory-sync.js';
import { toDirectoryDocument } from './directory-document.js';

export interface RebuildResult {
  users: number;
  written: number;
  /** Already in the index at this version or a newer one. */
  current: number;
  /** In the index but no longer in the database. */
  removed: number;
  seconds: number;
}

/** The directory is behind when it holds a different number of users than the database. */
export async function directoryBehind(
  index: UserDirectoryIndex,
  versions: UserVersions,
): Promise<{ behind: boolean; indexed: number; users: number }> {
  const [indexed, users] = await Promise.all([index.count(), versions.count()]);
  return { behind: indexed !== users, indexed, users };
}

async function* directoryBatches(versions: UserVersions) {
  for await (const batch of versions.all())
    yield batch.map(({ user, version }) => ({ id: user._id, doc: toDirectoryDocument(user), version }));
}

/**
 * Rebuilds the directory from the users collection (lib's rebuild: every user at its version, then
 * a sweep that re-checks every indexed id the scan did not see — signed up meanwhile, or really gone:
 * the database decides). Safe while the service keeps syncing; a rebuild that wrote more than 1,000
 * rows merges the index into one segment.
 */
export async function rebuildDirectory(deps: {
  index: UserDirectoryIndex;
  versions: UserVersions;
  sync: DirectorySync;
  progress?: (p: { done: number; total: number }) => void;
  stopped?: () => boolean;
}): Promise<RebuildResult> {
  const { scanned, ...counts } = await rebuildVersionedIndex({
    index: deps.index,
    total: await deps.versions.count(),
    batches: directoryBatches(deps.versions),
    recheck: async (id) => (await deps.sync.sync(id)) === 'written' && !(await deps.versions.byId(id)),
    progress: deps.progress,
    stopped: deps.stopped,
    optimizeAbove: 1000,
  });
  return { users: scanned, ...counts };
}
