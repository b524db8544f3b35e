// `npm run reindex`: rebuilds the marketplace index from the content database, with progress.
// `npm run reindex -- --fresh` drops the index first (a corrupted or hand-edited index).
// Reads the content service's environment (CONTENT_DB, MONGO_URL, SEARCH_URL, SEARCH_INDEX).
import { connectDatabase, createLogger } from '@faithcraft/lib';
import { ImageVersions } from '../data/image-versions.js';
import { readEnvironment } from '../environment.js';
import { ImageIndex } from './image-index.js';
import { rebuildIndex } from './rebuild.js';
import { SearchIndexer } from './search-indexer.js';

async function main(): Promise<void> {
  const env = readEnvironment();
  const log = createLogger('content-reindex', env.LOG_LEVEL);
  const db = await connectDatabase(env.MONGO_URL, env.CONTENT_DB);
  const index = ImageIndex.connect(env.SEARCH_URL, env.SEARCH_INDEX, log);
  try {
    if (process.argv.includes('--fresh')) {
      console.log(`reindex: dropping ${index.concrete} first (--fresh)`);
      await index.recreate();
    } else await index.ensure();
    const versions = new ImageVersions(db);
    console.log(`reindex: ${env.CONTENT_DB} → ${index.alias} (${index.concrete}) at ${env.SEARCH_URL}`);
    let shown = 0;
    const result = await rebuildIndex({
      index,
      versions,
      indexer: new SearchIndexer({ index, versions, log }),
      log,
      progress: ({ done, total }) => {
        if (done - shown >= 5000 || done === total) {
          shown = done;
          console.log(`reindex: ${done} / ${total} images (${total ? Math.round((done / total) * 100) : 100}%)`);
        }
      },
    });
    console.log(
      `reindex: done in ${result.seconds.toFixed(1)} s: ${result.listed} listed, ${result.written} written, ` +
        `${result.current} already current, ${result.removed} removed`,
    );
  } finally {
    await index.close();
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(`reindex failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
