import { Topics, rebuildInBackground, type ServiceKit } from '@faithcraft/lib';
import type { ImageVersions } from '../data/image-versions.js';
import type { ImageIndex } from './image-index.js';
import { indexBehind, rebuildIndex } from './rebuild.js';
import { SearchIndexer } from './search-indexer.js';

/**
 * Starts content's side of the marketplace index: makes sure the index exists, consumes the image
 * events that change it, and rebuilds it from the database in the background when it is empty or
 * behind (the marketplace answers from what is indexed meanwhile). Stopping waits for the rebuild's
 * current batch.
 */
export async function startSearchIndexing(
  kit: ServiceKit,
  opts: { index: ImageIndex; versions: ImageVersions; groupId: string; rebuildAtStart: boolean },
): Promise<SearchIndexer> {
  const { index, versions } = opts;
  const log = kit.log;
  await index.ensure();
  kit.ready('search', () => index.healthy());
  const indexer = new SearchIndexer({ index, versions, log });
  await kit.consumer(
    'search-indexer',
    // A new group starts at the topic's end: the rebuild below, not a replay of every image event
    // ever published, brings an empty or behind index up to date.
    { groupId: opts.groupId, topics: [Topics.content], handle: indexer.handle, fromBeginning: false },
    false,
  );
  if (!opts.rebuildAtStart) return indexer;

  rebuildInBackground(
    kit,
    'search-rebuild',
    'search index rebuild failed (npm run reindex retries it)',
    async (stopped) => {
      const state = await indexBehind(index, versions);
      if (!state.behind) return;
      log.info(state, 'search index is empty or behind: rebuilding it from the database');
      let logged = 0;
      const result = await rebuildIndex({
        index,
        versions,
        indexer,
        log,
        stopped,
        progress: ({ done, total }) => {
          if (done - logged >= 10_000) {
            logged = done;
            log.info({ done, total }, 'search index rebuild progress');
          }
        },
      });
      log.info(result, 'search index rebuilt');
    },
  );
  return indexer;
}
