import type { ServiceKit } from '../service.js';
import type { VersionedIndex } from './versioned-index.js';

export interface RebuildProgress {
  done: number;
  total: number;
}

export interface RebuildCounts {
  /** Documents the source holds (as the scan saw them). */
  scanned: number;
  written: number;
  /** Already in the index at this version or a newer one. */
  current: number;
  /** In the index but no longer in the source. */
  removed: number;
  seconds: number;
}

/**
 * Rebuilds a versioned index from its source of truth: every document at its version (bulk; what
 * the index already holds at that version or newer is left alone), then a sweep that re-checks every
 * indexed id the scan did not see (written meanwhile, or really gone: `recheck` asks the database
 * and answers whether the id was removed). Safe while the service keeps syncing.
 */
export async function rebuildVersionedIndex<Doc>(deps: {
  index: VersionedIndex<Doc>;
  /** How many documents the source holds (for the progress). */
  total: number;
  /** The source, in batches. */
  batches: AsyncIterable<{ id: string; doc: Doc; version: number }[]>;
  recheck: (id: string) => Promise<boolean>;
  progress?: (p: RebuildProgress) => void;
  stopped?: () => boolean;
  /** Merge into one segment when more than this many were written (default: never). */
  optimizeAbove?: number;
}): Promise<RebuildCounts> {
  const t0 = Date.now();
  const seen = new Set<string>();
  let written = 0;
  let current = 0;
  for await (const batch of deps.batches) {
    if (deps.stopped?.()) break;
    const result = await deps.index.writeManyAt(batch);
    written += result.written;
    current += result.stale;
    for (const { id } of batch) seen.add(id);
    deps.progress?.({ done: seen.size, total: Math.max(deps.total, seen.size) });
  }
  let removed = 0;
  // The sweep reads ids through search: make the scan's writes visible to it first.
  await deps.index.refresh();
  for await (const ids of deps.index.ids()) {
    if (deps.stopped?.()) break;
    for (const id of ids.filter((i) => !seen.has(i))) if (await deps.recheck(id)) removed++;
  }
  await deps.index.refresh();
  if (deps.optimizeAbove !== undefined && written > deps.optimizeAbove) await deps.index.optimize();
  return { scanned: seen.size, written, current, removed, seconds: (Date.now() - t0) / 1000 };
}

/**
 * Runs a rebuild in the background of a service's start (the read model answers from what is
 * indexed meanwhile); a failure is logged with `failure`, and stopping the service waits for the
 * rebuild's current batch (`stopped()` turns true).
 */
export function rebuildInBackground(
  kit: Pick<ServiceKit, 'log' | 'onStop'>,
  name: string,
  failure: string,
  run: (stopped: () => boolean) => Promise<void>,
): void {
  let stopping = false;
  const rebuilding = run(() => stopping).catch((err: unknown) => kit.log.error({ err }, failure));
  kit.onStop(name, async () => {
    stopping = true;
    await rebuilding;
  });
}
