import { rebuildInBackground, type ServiceKit } from '@faithcraft/lib';
import type { UserVersions } from '../data/user-versions.js';
import type { UserDirectoryIndex } from './directory-index.js';
import { DirectorySync } from './directory-sync.js';
import { directoryBehind, rebuildDirectory } from './rebuild.js';

/**
 * Starts users' side of the admin user directory: makes sure the index exists and, in the
 * background, reconciles it with the database: every user is written at its version (what the index
 * already holds at that version is refused as stale, cheaply) and rows of users gone are removed.
 * That is the catch-up for a crash between a user's write and its sync, so no event consumer is
 * needed; the table answers from what is indexed meanwhile.
 */
export async function startDirectory(
  kit: ServiceKit,
  opts: { index: UserDirectoryIndex; versions: UserVersions; rebuildAtStart: boolean },
): Promise<DirectorySync> {
  const { index, versions } = opts;
  const log = kit.log;
  await index.ensure();
  kit.ready('directory', () => index.healthy());
  const sync = new DirectorySync({ index, versions, log });
  kit.onStop('directory-sync', () => sync.stop());
  if (!opts.rebuildAtStart) return sync;

  rebuildInBackground(
    kit,
    'directory-rebuild',
    'user directory rebuild failed (npm run reindex:users retries it)',
    async (stopped) => {
      const state = await directoryBehind(index, versions);
      if (state.behind) log.info(state, 'user directory is empty or behind: rebuilding it from the database');
      const result = await rebuildDirectory({ index, versions, sync, stopped });
      log.info(result, state.behind ? 'user directory rebuilt' : 'user directory reconciled with the database');
    },
  );
  return sync;
}
