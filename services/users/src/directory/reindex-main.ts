// `npm run reindex:users`: rebuilds the admin user directory from the users database, with progress.
// `npm run reindex:users -- --fresh` drops the index first (a corrupted or hand-edited index).
// Reads the users service's environment (USERS_DB, MONGO_URL, SEARCH_URL, USERS_SEARCH_INDEX).
import { connectDatabase, createLogger } from '@faithcraft/lib';
import { UserVersions } from '../data/user-versions.js';
import { readEnvironment } from '../environment.js';
import { UserDirectoryIndex } from './directory-index.js';
import { DirectorySync } from './directory-sync.js';
import { rebuildDirectory } from './rebuild.js';

async function main(): Promise<void> {
  const env = readEnvironment();
  const log = createLogger('users-reindex', env.LOG_LEVEL);
  const db = await connectDatabase(env.MONGO_URL, env.USERS_DB);
  const index = UserDirectoryIndex.connect(env.SEARCH_URL, env.USERS_SEARCH_INDEX, log);
  try {
    if (process.argv.includes('--fresh')) {
      console.log(`reindex:users: dropping ${index.concrete} first (--fresh)`);
      await index.recreate();
    } else await index.ensure();
    const versions = new UserVersions(db);
    console.log(`reindex:users: ${env.USERS_DB} → ${index.alias} (${index.concrete}) at ${env.SEARCH_URL}`);
    let shown = 0;
    const result = await rebuildDirectory({
      index,
      versions,
      sync: new DirectorySync({ index, versions, log }),
      progress: ({ done, total }) => {
        if (done - shown >= 5000 || done === total) {
          shown = done;
          console.log(`reindex:users: ${done} / ${total} users (${total ? Math.round((done / total) * 100) : 100}%)`);
        }
      },
    });
    console.log(
      `reindex:users: done in ${result.seconds.toFixed(1)} s: ${result.users} users, ${result.written} written, ` +
        `${result.current} already current, ${result.removed} removed`,
    );
  } finally {
    await index.close();
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(`reindex:users failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
