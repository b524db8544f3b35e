// `npm run reindex:email`: rebuilds the admin Subscribers table's directory from the email
// database's memberships and subscribers, with progress. `-- --fresh` drops the index first.
// Reads the email service's environment (EMAIL_DB, MONGO_URL, SEARCH_URL, EMAIL_SEARCH_INDEX).
import { connectDatabase, createLogger } from '@faithcraft/lib';
import { readEnvironment } from '../../environment.js';
import { rebuildSubscriberDirectory } from './rebuild.js';
import { SubscriberDirectoryIndex } from './subscriber-index.js';
import { SubscriberRowSource } from './subscriber-source.js';
import { SubscriberDirectorySync } from './subscriber-sync.js';

async function main(): Promise<void> {
  const env = readEnvironment();
  const log = createLogger('email-reindex', env.LOG_LEVEL);
  const db = await connectDatabase(env.MONGO_URL, env.EMAIL_DB);
  const index = SubscriberDirectoryIndex.connect(env.SEARCH_URL, env.subscriberIndex, log);
  try {
    if (process.argv.includes('--fresh')) {
      console.log(`reindex:email: dropping ${index.concrete} first (--fresh)`);
      await index.recreate();
    } else await index.ensure();
    const source = new SubscriberRowSource(db);
    console.log(`reindex:email: ${env.EMAIL_DB} → ${index.alias} (${index.concrete}) at ${env.SEARCH_URL}`);
    let shown = 0;
    const result = await rebuildSubscriberDirectory({
      index,
      source,
      sync: new SubscriberDirectorySync({ index, source, log }),
      progress: ({ done, total }) => {
        if (done - shown >= 5000 || done === total) {
          shown = done;
          console.log(`reindex:email: ${done} / ${total} rows (${total ? Math.round((done / total) * 100) : 100}%)`);
        }
      },
    });
    console.log(
      `reindex:email: done in ${result.seconds.toFixed(1)} s: ${result.scanned} rows, ${result.written} written, ` +
        `${result.current} already current, ${result.removed} removed`,
    );
  } finally {
    await index.close();
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(`reindex:email failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
