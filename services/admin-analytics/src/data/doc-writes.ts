import type { mongo } from 'mongoose';
import type { DocWrite } from '../domain/fold.js';

const PARALLEL_READS = 32;
/** FerretDB 1.24 never answers an update command of 100 statements or more: 50 per command. */
const WRITE_CHUNK = 50;

export interface WriteHooks {
  /** Test hook: called before each read-model write (a throw simulates a crash mid-flush). */
  beforeWrite?: (coll: string, id: string) => void;
}

/** A read-model document: the flush that last wrote it (`f`) makes each flush's write happen once. */
interface MarkedDoc {
  _id: string;
  f?: number;
  [field: string]: unknown;
}

async function inParallel<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes one flush's document changes (one update per document, by `_id` only: FerretDB pushes
 * nothing else down), each stamping the document with the flush number. A redo after a crash first
 * reads those stamps and leaves out documents the flush already reached, so nothing is added twice.
 */
export async function writeDocs(
  db: mongo.Db,
  flush: number,
  writes: DocWrite[],
  { redo = false, hooks = {} }: { redo?: boolean; hooks?: WriteHooks } = {},
): Promise<void> {
  let todo = writes;
  if (redo) {
    const done = new Set<DocWrite>();
    await inParallel(writes, PARALLEL_READS, async (w) => {
      const doc = await db.collection<MarkedDoc>(w.coll).findOne({ _id: w.id }, { projection: { f: 1 } });
      if ((doc?.f ?? 0) >= flush) done.add(w);
    });
    todo = writes.filter((w) => !done.has(w));
  }
  const byColl = new Map<string, mongo.AnyBulkWriteOperation<MarkedDoc>[]>();
  let crash: Error | undefined;
  for (const w of todo) {
    try {
      hooks.beforeWrite?.(w.coll, w.id);
    } catch (err) {
      crash = err instanceof Error ? err : new Error(String(err)); // a simulated crash: no write after it
      break;
    }
    const update: mongo.Document = { $set: { ...w.set, f: flush } };
    if (w.inc) update['$inc'] = w.inc;
    const ops = byColl.get(w.coll) ?? [];
    ops.push({ updateOne: { filter: { _id: w.id }, update, upsert: true } });
    byColl.set(w.coll, ops);
  }
  for (const [coll, ops] of byColl)
    for (let i = 0; i < ops.length; i += WRITE_CHUNK)
      await db.collection<MarkedDoc>(coll).bulkWrite(ops.slice(i, i + WRITE_CHUNK), { ordered: true });
  if (crash) throw crash;
}
