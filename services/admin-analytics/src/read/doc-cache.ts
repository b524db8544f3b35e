import type { mongo } from 'mongoose';
import type { StateDoc } from '../domain/fold.js';
import { CHANGES, CHANGES_KEPT, docKey, type ChangesDoc } from '../data/changes.js';

const MAX_DOCS = 20_000;
const MAX_DERIVED = 200;

/**
 * Read-model documents kept in memory and dropped exactly when a flush rewrites them: each read
 * first looks at the checkpoint's flush number (one tiny `_id` read) and, when it moved, at the
 * change lists of the flushes since. Past days' buckets — most of a 30 or 90 day window — are then
 * read from memory, and nothing stale is ever answered. Values computed from the documents
 * (`derived`) are kept until the next flush, whatever it changed.
 */
export class DocCache {
  private flush = -1;
  private readonly docs = new Map<string, StateDoc | null>();
  private readonly values = new Map<string, unknown>();
  private syncing: Promise<void> | undefined;

  constructor(private readonly db: mongo.Db) {}

  /** The documents by `_id`, from memory or the database (missing ones are absent from the map). */
  async byIds(coll: string, ids: string[]): Promise<Map<string, StateDoc>> {
    await this.sync();
    const at = this.flush;
    const out = new Map<string, StateDoc>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const key = docKey(coll, id);
      if (!this.docs.has(key)) missing.push(id);
      else if (this.docs.get(key)) out.set(id, this.docs.get(key)!);
    }
    const read = await Promise.all(missing.map((id) => this.db.collection<StateDoc>(coll).findOne({ _id: id })));
    // Kept only if no flush moved the cache while they were read (they may predate it).
    const keep = at === this.flush && this.docs.size + missing.length <= MAX_DOCS;
    missing.forEach((id, i) => {
      const doc = read[i] ?? null;
      if (keep) this.docs.set(docKey(coll, id), doc);
      if (doc) out.set(id, doc);
    });
    return out;
  }

  /**
   * A value computed from read-model documents (a 90-day top 10 merges tens of thousands of
   * entries), computed once per flush: any flush may change what it was computed from.
   */
  async derived<T>(key: string, compute: () => Promise<T>): Promise<T> {
    await this.sync();
    if (this.values.has(key)) return this.values.get(key) as T;
    const at = this.flush;
    const value = await compute();
    if (at === this.flush) {
      if (this.values.size >= MAX_DERIVED) this.values.clear();
      this.values.set(key, value);
    }
    return value;
  }

  private sync(): Promise<void> {
    this.syncing ??= this.follow().finally(() => {
      this.syncing = undefined;
    });
    return this.syncing;
  }

  private async follow(): Promise<void> {
    const cut = await this.db.collection<{ _id: string; flush: number }>('checkpoint').findOne({ _id: 'cut' });
    const flush = cut?.flush ?? 0;
    if (flush === this.flush) return;
    const since = this.flush;
    if (since < 0 || flush < since || flush - since > CHANGES_KEPT) return this.restart(flush);
    const lists = await Promise.all(
      Array.from({ length: flush - since }, (_, i) =>
        this.db.collection<ChangesDoc>(CHANGES).findOne({ _id: since + 1 + i }),
      ),
    );
    if (lists.some((l) => !l)) return this.restart(flush);
    for (const list of lists) for (const key of list!.keys) this.docs.delete(key);
    this.values.clear();
    this.flush = flush;
  }

  private restart(flush: number): void {
    this.docs.clear();
    this.values.clear();
    this.flush = flush;
  }
}
