// `npm run reindex`: rebuilds the marketplace index from the content database, with progress.
// `npm run reindex -- --fresh` drops the index first (a corrupted or hand-edited index).
// Reads the content service's environment (CONTENT_DB, MONGO_URL, SEARCH_URL, SEARCH_INDEX).
import { runReindexCommand } from '@faithcraft/lib';
import { ImageVersions } from '../data/image-versions.js';
import { readEnvironment } from '../environment.js';
import { ImageIndex } from './image-index.js';
import { rebuildIndex } from './rebuild.js';
import { SearchIndexer } from './search-indexer.js';

const env = readEnvironment();
runReindexCommand({
  command: 'reindex',
  noun: 'images',
  env,
  dbName: env.CONTENT_DB,
  connectIndex: (log) => ImageIndex.connect(env.SEARCH_URL, env.SEARCH_INDEX, log),
  rebuild: async ({ db, index, log, progress }) => {
    const versions = new ImageVersions(db);
    const { listed, ...counts } = await rebuildIndex({
      index,
      versions,
      indexer: new SearchIndexer({ index, versions, log }),
      log,
      progress,
    });
    return { scanned: listed, ...counts };
  },
});
