import { isDuplicateKey } from '../duplicate-key.js';
import type { FilterQuery, Model, UpdateQuery } from 'mongoose';
import type { DocumentLocks } from '../locks.js';
import type { CloudEvent } from '../events/envelope.js';
import { outboxSchemaFields, type OutboxMessage, type OutboxSource } from '../events/outbox.js';
import type { Isolation, IsolationMode } from './isolation.js';

/** Fields the store keeps on every aggregate document for itself; reads never return them. */
const STORE_FIELDS = ['_outbox', '_outboxPending', '_outboxSeq', '_version'] as const;

/** How many times a compare-and-set write is retried after another writer won the race. */
const MAX_CAS_ATTEMPTS = 50;
/** Spread into an aggregate's mongoose schema definition: the outbox and the write version. */
export function aggregateSchemaFields() {
  return { ...outboxSchemaFields(), _version: { type: Number, default: 0 } };
}

/** Events to append with a write, each with its topic. */
export function eventsFor(topic: string, ...events: CloudEvent[]): OutboxMessage[] {
  return events.map((envelope) => ({ topic, envelope }));
}

/** What `decide` wants written: an update of the document's own fields and/or events, and a result for the caller. */
export interface Decision<R = undefined> {
  /** `$set`, `$unset`, `$inc`, `$push`, `$pull` of the aggregate's own fields (never the store's). */
  update?: UpdateQuery<unknown>;
  events?: OutboxMessage[];
  result?: R;
}

/** The document as `decide` saw it, as written (null when nothing was written), and the decision's result. */
export interface Outcome<T, R> {
  before: T;
  after: T | null;
  result: R | undefined;
}

export interface ReadOptions {
  projection?: Record<string, 0 | 1>;
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
}

/** A new document: its `_id` and the fields without schema defaults. */
export type NewDocument<T extends { _id: string }> = Pick<T, '_id'> & Partial<T>;

/** Thrown when compare-and-set kept losing to other writers (extreme contention). */
export class WriteConflictError extends Error {
  override readonly name = 'WriteConflictError';
}

const CONFLICT = Symbol('conflict');

/**
 * The one write path for a kind of aggregate document. It owns the isolation of concurrent writes
 * to one document (document locks on FerretDB, a version compare-and-set on MongoDB; see
 * `Isolation`), the outbox append (a write and its events are one single-document update) and the
 * relay registration (`outboxSource`, `connectRelay`). Callers get the store, never the model:
 * every change is `create`, `update(id, decide)` (read under isolation, decide, write) or a delete.
 */
export class AggregateStore<T extends { _id: string }> {
  private nudge: () => void = () => undefined;

  private constructor(
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the schema carries the store's fields on top of T
    private readonly model: Model<any>,
    private readonly locks: DocumentLocks | undefined,
  ) {}

  /** `kind` names the lock collection (`<kind>_locks`) when the isolation is document locks. */
  static async open<T extends { _id: string }>(
    isolation: Isolation,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model whose schema spreads aggregateSchemaFields()
    model: Model<any>,
    kind: string,
  ): Promise<AggregateStore<T>> {
    await model.init();
    return new AggregateStore<T>(model, await isolation.locksFor(kind));
  }

  get isolation(): IsolationMode {
    return this.locks ? 'document-locks' : 'compare-and-set';
  }

  /** What the outbox relay needs to publish and clear this store's events (under the lock in lock mode). */
  get outboxSource(): OutboxSource {
    return this.locks ? { model: this.model, locks: this.locks } : this.model;
  }

  /** Called after every write that appended events, so the relay publishes without waiting for its poll. */
  connectRelay(relay: { nudge(): void }): void {
    this.nudge = () => relay.nudge();
  }

  /** Inserts a new document with its events (one atomic insert). A duplicate `_id` throws (code 11000). */
  async create(doc: NewDocument<T>, events: OutboxMessage[] = []): Promise<T> {
    const created = (await this.model.create({
      ...doc,
      _outbox: events,
      _outboxPending: events.length > 0,
      _outboxSeq: events.length > 0 ? 1 : 0,
      _version: 0,
    })) as { toObject(): T };
    if (events.length) this.nudge();
    return clean(created.toObject());
  }

  /**
   * Reads the document under isolation, lets `decide` choose what to write from that state (null
   * or a decision without update and events: write nothing; throwing aborts), and writes it. Null
   * when the document does not exist.
   */
  async update<R = undefined>(id: string, decide: (doc: T) => Decision<R> | null): Promise<Outcome<T, R> | null> {
    if (this.locks)
      return this.locks.withLock(id, async () => this.attempt(id, decide, false) as Promise<Outcome<T, R> | null>);
    for (let attempt = 0; attempt < MAX_CAS_ATTEMPTS; attempt++) {
      const outcome = await this.attempt(id, decide, true);
      if (outcome !== CONFLICT) return outcome;
    }
    throw new WriteConflictError(`${this.model.collection.collectionName} ${id} kept changing under the write`);
  }

  /**
   * Creates the document, or when its `_id` exists, updates it by decision (an upsert without lost
   * updates). Answers the document as it now is and whether this call wrote it.
   */
  async createOrUpdate(
    doc: NewDocument<T>,
    decide: (existing: T) => Decision | null,
  ): Promise<{ doc: T; written: boolean }> {
    for (;;) {
      try {
        return { doc: await this.create(doc), written: true };
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const outcome = await this.update(doc._id, decide);
      // Deleted between the insert and the update: try the insert again.
      if (outcome) return { doc: outcome.after ?? outcome.before, written: outcome.after !== null };
    }
  }

  /** Updates, one document at a time under isolation, every document `filter` matches; returns how many changed. */
  async updateEach(filter: FilterQuery<T>, decide: (doc: T) => Decision | null): Promise<number> {
    const ids = (await this.model.find(filter, { _id: 1 }).lean<{ _id: string }[]>()).map((d) => d._id);
    let changed = 0;
    for (const id of ids) {
      if ((await this.update(id, decide))?.after) changed++;
    }
    return changed;
  }

  /** A write that needs no decision (e.g. a plain `$set`). True when the document exists. */
  async apply(id: string, update: UpdateQuery<unknown>, events: OutboxMessage[] = []): Promise<boolean> {
    return (await this.update(id, () => ({ update, events }))) !== null;
  }

  /** Events written with the document and not yet published (e.g. to carry them onto a tombstone). */
  async pendingEvents(id: string): Promise<OutboxMessage[]> {
    const doc = await this.model.findById(id, { _outbox: 1 }).lean<{ _outbox?: OutboxMessage[] }>();
    return (doc?._outbox ?? []).map(({ topic, envelope }) => ({ topic, envelope }));
  }

  /** Deleting by `_id` is atomic everywhere: no isolation needed. */
  async deleteById(id: string): Promise<boolean> {
    return (await this.model.deleteOne({ _id: id })).deletedCount === 1;
  }

  async deleteMany(filter: FilterQuery<T>): Promise<number> {
    return (await this.model.deleteMany(filter)).deletedCount;
  }

  async findById(id: string, projection?: Record<string, 0 | 1>): Promise<T | null> {
    return this.findOne({ _id: id }, projection);
  }

  async findOne(filter: FilterQuery<T>, projection?: Record<string, 0 | 1>): Promise<T | null> {
    const doc = await this.model.findOne(filter, hideStoreFields(projection)).lean<T>();
    return doc ? clean(doc) : null;
  }

  async find(filter: FilterQuery<T>, options: ReadOptions = {}): Promise<T[]> {
    let query = this.model.find(filter, hideStoreFields(options.projection));
    if (options.sort) query = query.sort(options.sort);
    if (options.skip) query = query.skip(options.skip);
    if (options.limit !== undefined) query = query.limit(options.limit);
    return (await query.lean<T[]>()).map(clean);
  }

  countDocuments(filter: FilterQuery<T> = {}): Promise<number> {
    // exec(): a real promise; a mongoose query is a thenable that runs again (and throws) when awaited twice.
    return this.model.countDocuments(filter).exec();
  }

  /**
   * The total of `field` over the documents whose `key` equals `value`. Grouped by that key with one
   * accumulator: FerretDB 1.24 answers 0 for a field-path $sum under `_id: null` and for every
   * accumulator after the first (both measured).
   */
  async sum(key: keyof T & string, value: string, field: keyof T & string): Promise<number> {
    const [row] = await this.model.aggregate<{ total: number }>([
      { $match: { [key]: value } },
      { $group: { _id: `$${key}`, total: { $sum: `$${field}` } } },
    ]);
    return row?.total ?? 0;
  }

  async exists(filter: FilterQuery<T>): Promise<boolean> {
    return (await this.model.exists(filter)) !== null;
  }

  private async attempt<R>(
    id: string,
    decide: (doc: T) => Decision<R> | null,
    compareAndSet: boolean,
  ): Promise<Outcome<T, R> | null | typeof CONFLICT> {
    const read = await this.model.findById(id).lean<T & { _version?: number }>();
    if (!read) return null;
    const before = clean(read);
    const decision = decide(before);
    const events = decision?.events ?? [];
    if (!decision || (!decision.update && events.length === 0)) {
      return { before, after: null, result: decision?.result };
    }
    // Documents written before the store existed have no version: `null` matches a missing field.
    const filter = compareAndSet ? { _id: id, _version: read._version ?? null } : { _id: id };
    const written = await this.model
      .findOneAndUpdate(filter, composeUpdate(decision.update ?? {}, events), { new: true })
      .lean<T>();
    if (!written) return compareAndSet ? CONFLICT : null;
    if (events.length) this.nudge();
    return { before, after: clean(written), result: decision.result };
  }
}

/** The decision's update plus the store's own bookkeeping: version bump and outbox append. */
function composeUpdate(update: UpdateQuery<unknown>, events: OutboxMessage[]): UpdateQuery<unknown> {
  for (const fields of Object.values(update)) {
    for (const key of Object.keys((fields ?? {}) as object)) {
      if (key.startsWith('_outbox') || key === '_version') throw new Error(`${key} is written by the store only`);
    }
  }
  const composed: Record<string, Record<string, unknown>> = { ...(update as Record<string, Record<string, unknown>>) };
  composed['$inc'] = { ...composed['$inc'], _version: 1 };
  if (events.length) {
    composed['$push'] = { ...composed['$push'], _outbox: { $each: events } };
    composed['$set'] = { ...composed['$set'], _outboxPending: true };
    composed['$inc']['_outboxSeq'] = 1;
  }
  return composed;
}

/** A projection that never returns the store's fields, whether the caller's includes or excludes. */
function hideStoreFields(projection?: Record<string, 0 | 1>): Record<string, 0 | 1> {
  const entries = Object.entries(projection ?? {});
  // `{ _id: 1 }` alone is an inclusion too: MongoDB refuses exclusions added to it.
  const inclusive = entries.some(([, value]) => value === 1);
  if (inclusive) return Object.fromEntries(entries.filter(([key]) => !isStoreField(key)));
  return { ...projection, ...Object.fromEntries(STORE_FIELDS.map((f) => [f, 0 as const])) };
}

function isStoreField(key: string): boolean {
  return (STORE_FIELDS as readonly string[]).includes(key);
}

/** Strips the store's fields (FerretDB's findAndModify ignores projections). */
function clean<T>(doc: T): T {
  const copy = { ...doc } as Record<string, unknown>;
  for (const field of STORE_FIELDS) delete copy[field];
  return copy as T;
}
