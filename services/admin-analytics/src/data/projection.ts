import {
  duplicateKeyIndexes,
  isDuplicateKey,
  type EventBatch,
  type Logger,
  type PositionedEvent,
} from '@faithcraft/lib';
import type { mongo } from 'mongoose';
import { entityFlags } from '../domain/entities.js';
import { Buckets, Fold, type DocWrite, type StateDoc } from '../domain/fold.js';
import { applyEvent } from '../domain/rules.js';
import { writeDocs, type WriteHooks } from './doc-writes.js';
import { CHANGES, CHANGES_KEPT, docKey, type ChangesDoc } from './changes.js';
import { EntityLog } from './entity-log.js';

/** Where a message sits: what the `seen` collection stores per event id. */
export const positionOf = (topic: string, partition: number, offset: number): string =>
  `${topic}/${partition}/${offset}`;
/** A topic-partition as a field name (no dots). */
export const markKeyOf = (topic: string, partition: number): string => `${topic.replace(/\./g, '_')}~${partition}`;

export interface Position {
  topic: string;
  partition: number;
  /** The last offset the read models hold. */
  offset: number;
}

/** The read models' consistent cut: everything up to `positions` is in them, nothing after. */
interface Checkpoint {
  _id: 'cut';
  flush: number;
  /** The entity log generation the states are read from. */
  gen: number;
  positions: Record<string, Position>;
  /** States appended to the generation (compaction starts a new one when it far exceeds the live ones). */
  logged: number;
}

/** A flush's document writes, stored before they are made (write-ahead; the states are already logged). */
interface Journal {
  _id: 'flush';
  flush: number;
  blob: string;
}
interface JournalPlan {
  positions: Record<string, Position>;
  writes: DocWrite[];
  states: number;
}

const CHECKPOINT = 'checkpoint';
const JOURNAL = 'journal';
const SEEN = 'seen';
const PARALLEL_READS = 32;
/** Formats before the checkpoint: their collections mean the read models must be built again. */
const LEGACY_COLLECTIONS = ['user_state', 'image_state', 'visitor_state'];

export const READ_MODEL_COLLECTIONS = [SEEN, JOURNAL, CHECKPOINT, CHANGES, ...Object.values(Buckets)];

/** Drops every read-model collection (and the entity log's generations). */
export async function dropReadModels(db: mongo.Db): Promise<void> {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name);
  for (const name of names)
    if (READ_MODEL_COLLECTIONS.includes(name) || LEGACY_COLLECTIONS.includes(name) || name.startsWith('entity_log_'))
      await db.dropCollection(name);
}

export interface ProjectionOptions {
  hooks?: WriteHooks;
  /** Events folded in memory before a flush is forced. */
  flushEvents?: number;
  /** Quiet time after the last batch before what is pending is flushed. */
  flushIdleMs?: number;
  /** Longest time anything stays pending while batches keep coming. */
  flushMaxAgeMs?: number;
  /** Called after each flush with the positions now held (the consumer commits them). */
  onFlushed?: (positions: Position[]) => Promise<void>;
}

const EMPTY_CUT: Checkpoint = { _id: 'cut', flush: 0, gen: 1, positions: {}, logged: 0 };
const COMPACT_MIN_LOGGED = 50_000;

/**
 * Projects event batches into the read models, exactly once per event id, without transactions.
 * The entity states live in memory (this process is the only writer) and every change is folded
 * there; a flush — after `flushEvents` events, `flushIdleMs` of quiet or `flushMaxAgeMs` — makes
 * them durable in this order:
 *   1. the changed states are appended to the entity log (insert-only) as flush F;
 *   2. the flush's document writes (one per document) are stored as the journal;
 *   3. each document is written, stamped `f: F`;
 *   4. the checkpoint moves to F with the topic positions it now holds; the journal is removed;
 *   5. the consumer commits those positions.
 * After a crash the journal (if any) is finished — documents already stamped F are left out — and the
 * states are read back from the log up to the checkpoint; Kafka redelivers from the committed offsets,
 * which never pass the checkpoint, and events at or below its positions are skipped. An event id seen
 * at another position (the outbox's at-least-once) is skipped as a duplicate.
 */
export class Projection {
  private readonly log: EntityLog;
  private cut: Checkpoint = EMPTY_CUT;
  private states = new Map<string, StateDoc>();
  private fold = new Fold(this.states, entityFlags);
  private positions: Record<string, Position> = {};
  private moved = false;
  private pendingSince = 0;
  private loaded = false;
  private queue: Promise<unknown> = Promise.resolve();
  private idle: NodeJS.Timeout | undefined;
  private closed = false;
  /** The group's committed offsets may be behind the checkpoint (redelivery after a restart). */
  private uncommitted = false;

  constructor(
    private readonly db: mongo.Db,
    private readonly logger: Logger,
    private readonly options: ProjectionOptions = {},
  ) {
    this.log = new EntityLog(db);
  }

  /**
   * Creates the collections; returns true when read models of an older format were found and
   * dropped (the caller replays the topics from the start).
   */
  async init(): Promise<boolean> {
    const existing = new Set((await this.db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
    const legacy = !existing.has(CHECKPOINT) && LEGACY_COLLECTIONS.some((n) => existing.has(n));
    if (legacy) {
      this.logger.warn('read models of an older format: dropped, the topics are projected again from the start');
      await dropReadModels(this.db);
      existing.clear();
    }
    for (const name of READ_MODEL_COLLECTIONS) if (!existing.has(name)) await this.db.createCollection(name);
    return legacy;
  }

  apply(batch: EventBatch): Promise<void> {
    return this.serial(() => this.applyNow(batch));
  }

  /** Makes everything folded so far durable (and committed) now. */
  flush(): Promise<void> {
    return this.serial(() => this.flushNow());
  }

  /** Flushes what is pending and stops the idle timer. */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.idle);
    await this.flush().catch((err: unknown) => this.logger.warn({ err }, 'final flush failed; redelivered on start'));
  }

  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      try {
        return await fn();
      } catch (err) {
        this.loaded = false; // memory may hold half of what failed: read the durable state again
        throw err;
      }
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async applyNow(batch: EventBatch): Promise<void> {
    if (!this.loaded) await this.load();
    const key = markKeyOf(batch.topic, batch.partition);
    const held = this.positions[key]?.offset;
    if (held !== undefined && batch.firstOffset > held + 1)
      // Events between the two are not in memory (a failed flush was rolled back): refuse until the
      // consumer restarts from its committed offsets, which never pass the checkpoint.
      throw new Error(`${key} resumes at ${batch.firstOffset} but the read models hold up to ${held}`);
    if (held !== undefined && batch.lastOffset <= held) {
      // Already in the read models (redelivered from behind the checkpoint): only the commit is due.
      this.uncommitted = true;
      return this.flushWhenQuiet();
    }
    const fresh = batch.events.filter((p) => held === undefined || p.offset > held);
    const events = await this.firstDeliveries(batch.topic, batch.partition, fresh);
    for (const { event } of events) applyEvent(this.fold, event);
    this.fold.events += events.length;
    this.positions[key] = { topic: batch.topic, partition: batch.partition, offset: batch.lastOffset };
    this.moved = true;
    this.pendingSince ||= Date.now();
    const { flushEvents = 100_000, flushMaxAgeMs = 10_000 } = this.options;
    if (this.fold.events >= flushEvents || Date.now() - this.pendingSince >= flushMaxAgeMs) await this.flushNow();
    else this.flushWhenQuiet();
  }

  private flushWhenQuiet(): void {
    clearTimeout(this.idle);
    if (this.closed) return;
    this.idle = setTimeout(() => {
      this.flush().catch((err: unknown) => this.logger.error({ err }, 'flush failed; retried with the next batch'));
    }, this.options.flushIdleMs ?? 300);
    this.idle.unref();
  }

  private async flushNow(): Promise<void> {
    clearTimeout(this.idle);
    if (!this.loaded) return;
    if (!this.moved && !this.fold.pending) {
      if (this.uncommitted) await this.options.onFlushed?.(Object.values(this.cut.positions));
      this.uncommitted = false;
      return;
    }
    const started = Date.now();
    const flush = this.cut.flush + 1;
    const states = this.fold.changedStates();
    const writes = this.fold.docWrites();
    const positions = { ...this.positions };
    const events = this.fold.events;
    this.options.hooks?.beforeWrite?.('entity_log', String(flush));
    await this.log.append(this.cut.gen, flush, states);
    const plan: JournalPlan = { positions, writes, states: states.length };
    await this.db
      .collection<Journal>(JOURNAL)
      .replaceOne({ _id: 'flush' }, { flush, blob: JSON.stringify(plan) }, { upsert: true });
    await writeDocs(this.db, flush, writes, { hooks: this.options.hooks });
    await this.recordChanges(flush, writes);
    let next: Checkpoint = { _id: 'cut', flush, gen: this.cut.gen, positions, logged: this.cut.logged + states.length };
    if (next.logged > Math.max(COMPACT_MIN_LOGGED, 3 * this.states.size)) {
      await this.log.compact(next.gen + 1, flush, this.states);
      next = { ...next, gen: next.gen + 1, logged: this.states.size };
    }
    await this.checkpoint(next);
    this.fold = new Fold(this.states, entityFlags);
    this.moved = false;
    this.pendingSince = 0;
    this.uncommitted = false;
    this.logger.debug(
      { flush, events, states: states.length, docs: writes.length, ms: Date.now() - started },
      'read models flushed',
    );
    await this.options.onFlushed?.(Object.values(positions));
  }

  /** Lists the documents a flush wrote for readers' caches (kept for the last CHANGES_KEPT flushes). */
  private async recordChanges(flush: number, writes: DocWrite[]): Promise<void> {
    const changes = this.db.collection<ChangesDoc>(CHANGES);
    await changes.insertOne({ _id: flush, keys: writes.map((w) => docKey(w.coll, w.id)) }).catch((err: unknown) => {
      if (!isDuplicateKey(err)) throw err; // a finished redo already listed them
    });
    await changes.deleteOne({ _id: flush - CHANGES_KEPT });
  }

  /** Moves the checkpoint, then removes the journal and a generation compaction replaced. */
  private async checkpoint(next: Checkpoint): Promise<void> {
    this.options.hooks?.beforeWrite?.(CHECKPOINT, 'cut');
    await this.db.collection<Checkpoint>(CHECKPOINT).replaceOne({ _id: 'cut' }, next, { upsert: true });
    await this.db.collection<Journal>(JOURNAL).deleteOne({ _id: 'flush' });
    if (next.gen !== this.cut.gen) await this.log.drop(this.cut.gen);
    this.cut = next;
  }

  /** Finishes a journaled flush, then reads the states back up to the checkpoint. */
  private async load(): Promise<void> {
    clearTimeout(this.idle);
    this.cut = (await this.db.collection<Checkpoint>(CHECKPOINT).findOne({ _id: 'cut' })) ?? EMPTY_CUT;
    const journal = await this.db.collection<Journal>(JOURNAL).findOne({ _id: 'flush' });
    if (journal && journal.flush === this.cut.flush + 1) {
      const plan = JSON.parse(journal.blob) as JournalPlan;
      await writeDocs(this.db, journal.flush, plan.writes, { redo: true, hooks: this.options.hooks });
      await this.recordChanges(journal.flush, plan.writes);
      await this.checkpoint({
        ...this.cut,
        flush: journal.flush,
        positions: plan.positions,
        logged: this.cut.logged + plan.states,
      });
    } else if (journal) await this.db.collection<Journal>(JOURNAL).deleteOne({ _id: 'flush' });
    const { states, logged, orphans } = await this.log.load(this.cut.gen, this.cut.flush);
    await this.log.remove(this.cut.gen, orphans); // states of a flush that never reached its journal
    for (const gen of await this.log.strayGenerations(this.cut.gen)) await this.log.drop(gen);
    this.states = states;
    this.cut = { ...this.cut, logged };
    this.fold = new Fold(states, entityFlags);
    this.positions = { ...this.cut.positions };
    this.moved = false;
    this.pendingSince = 0;
    this.loaded = true;
  }

  /**
   * Records each event id with its position (one unordered insert). A duplicate id stored at another
   * position is the same fact published again: skipped. One stored at this very position was seen
   * before a crash and is not in the read models yet: applied.
   */
  private async firstDeliveries(topic: string, partition: number, events: PositionedEvent[]) {
    const seen = this.db.collection<{ _id: string; at: string }>(SEEN);
    const docs = events.map((p) => ({ _id: p.event.id, at: positionOf(topic, partition, p.offset) }));
    let duplicates: number[] = [];
    try {
      if (docs.length) await seen.insertMany(docs, { ordered: false });
    } catch (err) {
      const indexes = duplicateKeyIndexes(err);
      if (!indexes) throw err;
      duplicates = indexes;
    }
    const elsewhere = new Set<number>();
    let next = 0;
    const worker = async () => {
      while (next < duplicates.length) {
        const i = duplicates[next++]!;
        const stored = await seen.findOne({ _id: docs[i]!._id });
        if (stored?.at !== docs[i]!.at) elsewhere.add(i);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_READS, duplicates.length) }, worker));
    // Two copies within one batch: the insert kept the first; the second is "elsewhere".
    return events.filter((_, i) => !elsewhere.has(i));
  }
}
