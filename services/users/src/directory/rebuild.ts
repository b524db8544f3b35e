import type { UserVersions } from '../data/user-versions.js';
import type { UserDirectoryIndex } from './directory-index.js';
import type { DirectorySync } from './directory-sync.js';

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

/**
 * Rebuilds the directory from the users collection: every user at its version (bulk; what the
 * index already holds at that version or newer is left alone), then a sweep that re-checks every
 * indexed id the scan did not see (signed up meanwhile, or really gone: the database decides).
 * Safe while the service keeps syncing.
 */
export async function rebuildDirectory(deps: {
  index: UserDirectoryIndex;
  versions: UserVersions;
  sync: DirectorySync;
  progress?: (p: { done: number; total: number }) => void;
  stopped?: () => boolean;
}): Promise<RebuildResult> {
  const t0 = Date.now();
  const total = await deps.versions.count();
  const seen = new Set<string>();
  let written = 0;
  let current = 0;
  for await (const batch of deps.versions.all()) {
    if (deps.stopped?.()) break;
    const result = await deps.index.putMany(batch);
    written += result.written;
    current += result.stale;
    for (const { user } of batch) seen.add(user._id);
    deps.progress?.({ done: seen.size, total: Math.max(total, seen.size) });
  }
  let removed = 0;
  // The sweep reads ids through search: make the scan's writes visible to it first.
  await deps.index.refresh();
  for await (const ids of deps.index.ids()) {
    if (deps.stopped?.()) break;
    for (const id of ids.filter((i) => !seen.has(i))) {
      if ((await deps.sync.sync(id)) === 'written' && !(await deps.versions.byId(id))) removed++;
    }
  }
  await deps.index.refresh();
  if (written > 1000) await deps.index.optimize();
  return { users: seen.size, written, current, removed, seconds: (Date.now() - t0) / 1000 };
}
