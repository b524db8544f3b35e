import { rebuildInBackground, rebuildVersionedIndex, type RebuildCounts, type ServiceKit } from '@faithcraft/lib';
import type { SubscriberDirectoryIndex } from './subscriber-index.js';
import { subscriberOfMembership } from '../rules.js';
import type { SubscriberRowSource } from './subscriber-source.js';
import { SubscriberDirectorySync } from './subscriber-sync.js';

/**
 * Rebuilds the Subscribers table from the memberships and subscribers (lib's rebuild: every row at
 * its version, then a sweep that re-syncs the subscriber of every indexed row the scan did not see —
 * joined meanwhile, or gone: the database decides). Safe while the service keeps syncing.
 */
export async function rebuildSubscriberDirectory(deps: {
  index: SubscriberDirectoryIndex;
  source: SubscriberRowSource;
  sync: SubscriberDirectorySync;
  progress?: (p: { done: number; total: number }) => void;
  stopped?: () => boolean;
}): Promise<RebuildCounts> {
  return rebuildVersionedIndex({
    index: deps.index,
    total: await deps.source.count(),
    batches: deps.source.all(),
    recheck: async (id) => {
      await deps.sync.sync(subscriberOfMembership(id));
      if (await deps.source.hasRow(id)) return false;
      await deps.index.removeAt(id, null);
      return true;
    },
    progress: deps.progress,
    stopped: deps.stopped,
    optimizeAbove: 1000,
  });
}

/**
 * Starts the Subscribers table: makes sure the index exists and, in the background, reconciles it
 * with the database (what the index holds at a row's version is refused as stale, cheaply), which
 * is the catch-up for a crash between a write and its sync; the table answers meanwhile.
 */
export async function startSubscriberDirectory(
  kit: ServiceKit,
  opts: { index: SubscriberDirectoryIndex; source: SubscriberRowSource; rebuildAtStart: boolean },
): Promise<SubscriberDirectorySync> {
  const { index, source } = opts;
  await index.ensure();
  kit.ready('subscriber-directory', () => index.healthy());
  kit.onStop('subscriber-directory-index', () => index.close());
  const sync = new SubscriberDirectorySync({ index, source, log: kit.log });
  kit.onStop('subscriber-directory-sync', () => sync.stop());
  if (opts.rebuildAtStart)
    rebuildInBackground(
      kit,
      'subscriber-directory-rebuild',
      'subscriber directory rebuild failed (npm run reindex:email retries it)',
      async (stopped) =>
        kit.log.info(
          await rebuildSubscriberDirectory({ index, source, sync, stopped }),
          'subscriber directory reconciled',
        ),
    );
  return sync;
}
