// `npm run reindex:users`: rebuilds the admin user directory from the users database, with progress.
// `npm run reindex:users -- --fresh` drops the index first (a corrupted or hand-edited index).
// Reads the users service's environment (USERS_DB, MONGO_URL, SEARCH_URL, USERS_SEARCH_INDEX).
import { runReindexCommand } from '@faithcraft/lib';
import { UserVersions } from '../data/user-versions.js';
import { readEnvironment } from '../environment.js';
import { UserDirectoryIndex } from './directory-index.js';
import { DirectorySync } from './directory-sync.js';
import { rebuildDirectory } from './rebuild.js';

const env = readEnvironment();
runReindexCommand({
  command: 'reindex:users',
  noun: 'users',
  env,
  dbName: env.USERS_DB,
  connectIndex: (log) => UserDirectoryIndex.connect(env.SEARCH_URL, env.USERS_SEARCH_INDEX, log),
  rebuild: async ({ db, index, log, progress }) => {
    const versions = new UserVersions(db);
    const { users, ...counts } = await rebuildDirectory({
      index,
      versions,
      sync: new DirectorySync({ index, versions, log }),
      progress,
    });
    return { scanned: users, ...counts };
  },
});
