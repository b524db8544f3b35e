import type { EventBatch, Logger, PositionedEvent } from '@faithcraft/lib';
import type { mongo } from 'mongoose';
import { entityFlags } from '../domain/entities.js';
import { BatchFold, Buckets, States, stateRef, type Increment, type StateDoc } from '../domain/fold.js';
import { applyEvent, stateRefsOf } from '../domain/rules.js';

/** Where a message sits: what the `seen` collection stores per event id. */
export const positionOf = (topic: string, partition: number, offset: number): string =>
  `${topic}/${partition}/${offset}`;
/** The mark field of a topic-partition (no dots in a field name). */
export const markKeyOf = (topic: string, partition: number): string => `${topic.replace(/\./g, '_')}~${partition}`;

const DUPLICATE_KEY = 11000;
const PARALLEL_READS = 32;
/** FerretDB 1.24 never answers an update command of 100 statements or more: 50 per command. */
const WRITE_CHUNK = 50;

export const READ_MODEL_COLLECTIONS = ['seen', 'journal', ...Object.values(Buckets), ...Object.values(States)];

async function inParallel<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

interface WriteErrorLike {
  code?: number;
  index: number;
}

/** The indexes of a bulk error's failed writes when every one is a duplicate key, else null. */
function duplicateKeyIndexes(err: unknown): number[] | null {
  const raw = (err as { writeErrors?: WriteErrorLike | WriteErrorLike[] } | null)?.writeErrors;
  const errors: WriteErrorLike[] = raw ? (Array.isArray(raw) ? raw : [raw]) : [];
  return errors.length > 0 && errors.every((w) => w.code === DUPLICATE_KEY) ? errors.map((w) => w.index) : null;
}

const JOURNAL = 'journal';

/**
 * What a batch writes, stored before any of it is written (write-ahead): a redelivered batch
 * replays it as it was, instead of folding again over states that other partitions may have moved.
 */
interface Journal {
  _id: string;
  markKey: string;
  lastOffset: number;
  // Paths and amounts side by side: FerretDB stores no nested arrays.
  counters: { coll: string; id: string; paths: string[]; amounts: number[] }[];
  states: { coll: string; id: string; fields: Record<string, unknown> }[];
}

export interface ProjectionHooks {
  /** Test hook: called before each read-model write (a throw simulates a crash mid-batch). */
  beforeWrite?: (coll: string, id: string) => void;
}

/**
 * Applies one partition's batch to the read models, exactly once per event id, without transactions:
 * 1. `seen` records each event id with its position (insertMany, unordered). A duplicate id stored
 *    at another position is an outbox duplicate: skipped. One stored at this very position is a
 *    redelivery of a batch that failed part-way: applied again, guarded by the marks below.
 * 2. The events are folded in memory into one write per document (counter increments, entity
 *    states), stored first as the batch's journal (write-ahead).
 * 3. The writes, counters first: each sets the document's mark for this topic-partition to the
 *    batch's last offset and matches only while the mark is below it, so no write is made twice.
 *    A failed batch's journal is finished before any other batch runs; its redelivery then finds
 *    every document marked (increments at or below a mark are left out) and changes nothing.
 */
export class Projection {
  constructor(
    private readonly db: mongo.Db,
    private readonly log: Logger,
    private readonly hooks: ProjectionHooks = {},
  ) {}

  private recovered = false;

  async init(): Promise<void> {
    const existing = new Set((await this.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
    for (const name of READ_MODEL_COLLECTIONS) if (!existing.has(name)) await this.db.createCollection(name);
  }

  async apply(batch: EventBatch): Promise<void> {
    try {
      if (!this.recovered) await this.recover();
      await this.applyOnce(batch);
    } catch (err) {
      this.recovered = false; // whatever failed may have left a journal to finish first
      throw err;
    }
  }

  /**
   * Finishes the journal a failed batch left (at most one: batches run one at a time) before any
   * other batch reads states it may have been about to change. Its redelivery then finds every
   * document marked and changes nothing.
   */
  private async recover(): Promise<void> {
    const journals = this.db.collection<Journal>(JOURNAL);
    for (const journal of await journals.find({}).toArray()) {
      await this.writePlan(journal, true);
      await journals.deleteOne({ _id: journal._id });
    }
    this.recovered = true;
  }

  private async applyOnce(batch: EventBatch): Promise<void> {
    const t0 = Date.now();
    const { events, redelivered } = await this.firstDeliveries(batch);
    if (!events.length) return;
    const t1 = Date.now();
    const markKey = markKeyOf(batch.topic, batch.partition);
    const journalId = `${markKey}@${batch.firstOffset}`;
    const journals = this.db.collection<Journal>(JOURNAL);
    const plan = await this.plan(events, markKey, batch.lastOffset, redelivered);
    const t2 = Date.now();
    await journals.replaceOne({ _id: journalId }, plan, { upsert: true });
    const t3 = Date.now();
    await this.writePlan(plan);
    await journals.deleteOne({ _id: journalId });
    this.log.debug(
      {
        events: events.length,
        seenMs: t1 - t0,
        foldMs: t2 - t1,
        journalMs: t3 - t2,
        writeMs: Date.now() - t3,
        docs: plan.counters.length + plan.states.length,
      },
      'batch projected',
    );
  }

  /** Folds the events in memory into one write per document (the journal of this batch). */
  private async plan(events: PositionedEvent[], markKey: string, lastOffset: number, redelivered: boolean) {
    const refs = [...new Set(events.flatMap((p) => stateRefsOf(p.event)))];
    const fold = new BatchFold(markKey, await this.loadStates(refs), entityFlags);
    for (const { event, offset } of events) {
      fold.at(offset);
      applyEvent(fold, event);
    }
    const counters = await this.countersToWrite(fold.increments, markKey, redelivered);
    const plan: Omit<Journal, '_id'> = { markKey, lastOffset, counters: [], states: [] };
    for (const [coll, docs] of counters)
      for (const [id, inc] of docs)
        plan.counters.push({ coll, id, paths: Object.keys(inc), amounts: Object.values(inc) });
    for (const { coll, doc } of fold.changedStates()) {
      const { _id, m: _marks, ...fields } = doc;
      plan.states.push({ coll, id: _id, fields });
    }
    return plan;
  }

  /**
   * One write per document, counters first, each setting the document's mark to the plan's last
   * offset. Writes filter on `_id` alone (FerretDB pushes down nothing else). When finishing a journal,
   * documents already at its mark are left out (read by `_id` first): none is written twice.
   */
  private async writePlan(plan: Omit<Journal, '_id'>, skipMarked = false): Promise<void> {
    const mark = `m.${plan.markKey}`;
    const set = { [mark]: plan.lastOffset };
    let counters = plan.counters;
    let states = plan.states;
    if (skipMarked) {
      const done = await this.markedAtLeast([...counters, ...states], plan.markKey, plan.lastOffset);
      counters = counters.filter((c) => !done.has(stateRef(c.coll, c.id)));
      states = states.filter((c) => !done.has(stateRef(c.coll, c.id)));
    }
    await this.write(
      counters.map(({ coll, id, paths, amounts }) => ({
        coll,
        id,
        update: { $inc: Object.fromEntries(paths.map((path, i) => [path, amounts[i]!])), $set: set },
      })),
    );
    await this.write(states.map(({ coll, id, fields }) => ({ coll, id, update: { $set: { ...fields, ...set } } })));
  }

  private async markedAtLeast(docs: { coll: string; id: string }[], markKey: string, offset: number) {
    const done = new Set<string>();
    await inParallel(docs, PARALLEL_READS, async ({ coll, id }) => {
      const doc = await this.db
        .collection<StateDoc>(coll)
        .findOne({ _id: id }, { projection: { [`m.${markKey}`]: 1 } });
      if ((doc?.m?.[markKey] ?? -1) >= offset) done.add(stateRef(coll, id));
    });
    return done;
  }

  private async firstDeliveries(batch: EventBatch): Promise<{ events: PositionedEvent[]; redelivered: boolean }> {
    const at = (p: PositionedEvent) => positionOf(batch.topic, batch.partition, p.offset);
    const seen = this.db.collection<{ _id: string; at: string }>('seen');
    const docs = batch.events.map((p) => ({ _id: p.event.id, at: at(p) }));
    let duplicates = new Set<number>();
    try {
      if (docs.length) await seen.insertMany(docs, { ordered: false });
    } catch (err) {
      const indexes = duplicateKeyIndexes(err);
      if (!indexes) throw err;
      duplicates = new Set(indexes);
    }
    if (!duplicates.size) return { events: batch.events, redelivered: false };
    const stored = await inParallel(
      [...duplicates],
      PARALLEL_READS,
      async (i) => [i, await seen.findOne({ _id: docs[i]!._id })] as const,
    );
    const storedAt = new Map(stored.map(([i, doc]) => [i, doc?.at]));
    let redelivered = false;
    const events = batch.events.filter((p, i) => {
      if (!duplicates.has(i)) return true;
      if (storedAt.get(i) !== at(p)) return false; // the same fact again at another offset
      redelivered = true;
      return true;
    });
    return { events, redelivered };
  }

  private async loadStates(refs: string[]): Promise<Map<string, StateDoc | null>> {
    const docs = await inParallel(refs, PARALLEL_READS, async (ref) => {
      const [coll, id] = ref.split('\u0000') as [string, string];
      return [ref, await this.db.collection<StateDoc>(coll).findOne({ _id: id })] as const;
    });
    return new Map(docs);
  }

  /** Sums increments per document, leaving out those a redelivered batch already wrote (offset ≤ mark). */
  private async countersToWrite(increments: Increment[], markKey: string, redelivered: boolean) {
    const marks = new Map<string, number>();
    if (redelivered) {
      const ids = [...new Set(increments.map((i) => stateRef(i.coll, i.id)))];
      await inParallel(ids, PARALLEL_READS, async (ref) => {
        const [coll, id] = ref.split('\u0000') as [string, string];
        const doc = await this.db
          .collection<StateDoc>(coll)
          .findOne({ _id: id }, { projection: { [`m.${markKey}`]: 1 } });
        marks.set(ref, doc?.m?.[markKey] ?? -1);
      });
    }
    const out = new Map<string, Map<string, Record<string, number>>>();
    for (const inc of increments) {
      if (inc.offset <= (marks.get(stateRef(inc.coll, inc.id)) ?? -1)) continue;
      const docs = out.get(inc.coll) ?? new Map<string, Record<string, number>>();
      out.set(inc.coll, docs);
      const fields = docs.get(inc.id) ?? {};
      docs.set(inc.id, fields);
      fields[inc.path] = (fields[inc.path] ?? 0) + inc.n;
    }
    return out;
  }

  private async write(rows: { coll: string; id: string; update: mongo.Document }[]): Promise<void> {
    const byColl = new Map<string, mongo.AnyBulkWriteOperation<StateDoc>[]>();
    let crash: Error | undefined;
    for (const { coll, id, update } of rows) {
      try {
        this.hooks.beforeWrite?.(coll, id);
      } catch (err) {
        crash = err instanceof Error ? err : new Error(String(err)); // a simulated crash: no write after it
        break;
      }
      const ops = byColl.get(coll) ?? [];
      ops.push({ updateOne: { filter: { _id: id }, update, upsert: true } });
      byColl.set(coll, ops);
    }
    for (const [coll, ops] of byColl)
      for (let i = 0; i < ops.length; i += WRITE_CHUNK)
        await this.db.collection<StateDoc>(coll).bulkWrite(ops.slice(i, i + WRITE_CHUNK), { ordered: true });
    if (crash) throw crash;
  }
}
