import { Topics, type ServiceKit } from '@faithcraft/lib';
import type { UserVersions } from '../data/user-versions.js';
import type { UserDirectoryIndex } from './directory-index.js';
import { DirectorySync } from './directory-sync.js';
import { directoryBehind, rebuildDirectory } from './rebuild.js';

/**
 * Starts users' side of the admin user directory: makes sure the index exists, consumes the
 * events after which a row may have changed (catch-up after a crash between a write and its sync),
 * and rebuilds the index from the database in the background when it is empty or behind.
 */
export async function startDirectory(
  kit: ServiceKit,
  opts: { index: UserDirectoryIndex; versions: UserVersions; groupId: string; rebuildAtStart: boolean },
): Promise<DirectorySync> {
  const { index, versions } = opts;
  const log = kit.log;
  await index.ensure();
  kit.ready('directory', () => index.healthy());
  const sync = new DirectorySync({ index, versions, log });
  kit.onStop('directory-sync', () => sync.stop());
  await kit.consumer(
    'directory',
    // A new group starts at the topics' end: the rebuild below covers history.
    { groupId: opts.groupId, topics: [Topics.users, Topics.commerce], handle: sync.handle, fromBeginning: false },
    false,
  );
  if (!opts.rebuildAtStart) return sync;

  let stopping = false;
  const rebuilding = (async () => {
    const state = await directoryBehind(index, versions);
    if (!state.behind) return;
    log.info(state, 'user directory is empty or behind: rebuilding it from the database');
    const result = await rebuildDirectory({ index, versions, sync, stopped: () => stopping });
    log.info(result, 'user directory rebuilt');
  })().catch((err: unknown) => log.error({ err }, 'user directory rebuild failed (npm run reindex:users retries it)'));
  kit.onStop('directory-rebuild', async () => {
    stopping = true;
    await rebuilding;
  });
  return sync;
}
