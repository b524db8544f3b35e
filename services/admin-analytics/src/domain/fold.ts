import { dayKey, hourKey, monthKey } from './time.js';

/** Collections of the read models the admin calls read, each document keyed by `_id`. */
export const Buckets = {
  /** One doc per UTC month (`_id` 'YYYY-MM'): `d.DD.<metric>`. */
  daily: 'daily',
  /** One doc per UTC day (`_id` 'YYYY-MM-DD'): `h.HH.<metric>` for the 24h window. */
  hourly: 'hourly',
  /**
   * Unbounded dimensions per UTC day: `sales:<day>` (`i.<imageId>.n|c`), `search:<day>`
   * (`t.<term>.n|ok`); their hours in `<family>-hours:<day>` (`h.HH.<same paths>`).
   */
  dims: 'dims',
  /** "Last seen" histograms per UTC month (`users:YYYY-MM`, `visitors:YYYY-MM`): `d.DD` and `h.DDHH` counts. */
  lastSeen: 'last_seen',
  /** Current totals (`_id` 'all'): counters kept by entity flag changes. */
  totals: 'totals',
  /** What each user paid, ever: `u.<userId>` cents, in 256 pages by user id (`pageOf`). */
  revenue: 'revenue',
  /** Title and category of images that sold, for the top-selling list: `i.<imageId>.t|k`, in 256 pages. */
  imageLabels: 'image_labels',
  /** The newest activity (`_id` 'all'): `items`. */
  recent: 'recent',
} as const;

/** Entity kinds held in the projection's memory (transition detection), persisted in its entity log. */
export const States = { user: 'user', image: 'image', visitor: 'visitor', recent: 'recent' } as const;
export type StateKind = (typeof States)[keyof typeof States];

export interface StateDoc {
  _id: string;
  [field: string]: unknown;
}

/** Counters derived from an entity's state; a change adds the difference to `totals`. */
export type FlagsOf = (doc: StateDoc) => Record<string, number>;

const PAGES = 256;

/**
 * The page document of a per-entity figure (revenue per user, labels of sold images): a flush writes
 * at most 256 documents for them however many entities changed (FerretDB writes cost per document).
 */
export function pageOf(id: string): string {
  let h = 0x811c9dc5; // FNV-1a
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return `p${((h >>> 0) % PAGES).toString(16).padStart(2, '0')}`;
}

export const stateRef = (kind: string, id: string): string => `${kind}\u0000${id}`;
export const splitRef = (ref: string): [StateKind, string] => ref.split('\u0000') as [StateKind, string];

/** Every entity the projection knows, by `stateRef` (the authoritative copy while it runs). */
export type EntityStates = Map<string, StateDoc>;

/** One read-model document's change: counters to add and fields to set. */
export interface DocWrite {
  coll: string;
  id: string;
  inc?: Record<string, number>;
  set?: Record<string, unknown>;
}

/**
 * Folds events into the in-memory entity states and the pending read-model writes, summed per
 * document (one write per document per flush, whatever the number of events behind it).
 */
export class Fold {
  private readonly writes = new Map<string, DocWrite>();
  private readonly dirty = new Set<string>();
  events = 0;

  constructor(
    readonly states: EntityStates,
    private readonly flags: Partial<Record<StateKind, FlagsOf>>,
  ) {}

  private write(coll: string, id: string): DocWrite {
    const key = `${coll}\u0000${id}`;
    let w = this.writes.get(key);
    if (!w) this.writes.set(key, (w = { coll, id }));
    return w;
  }

  inc(coll: string, id: string, path: string, n = 1): void {
    if (n === 0) return;
    const w = this.write(coll, id);
    w.inc ??= {};
    w.inc[path] = (w.inc[path] ?? 0) + n;
  }

  set(coll: string, id: string, fields: Record<string, unknown>): void {
    const w = this.write(coll, id);
    w.set = { ...w.set, ...fields };
  }

  /** A metric counted in its UTC day and hour buckets (or only one of them). */
  count(at: Date, metric: string, n = 1, only?: 'day' | 'hour'): void {
    const day = dayKey(at);
    if (only !== 'hour') this.inc(Buckets.daily, monthKey(at), `d.${day.slice(8, 10)}.${metric}`, n);
    if (only !== 'day') this.inc(Buckets.hourly, day, `h.${hourKey(at).slice(11, 13)}.${metric}`, n);
  }

  /** A dimension counted in its UTC day and hour (one day document and one hours document). */
  dim(family: string, at: Date, path: string, n = 1): void {
    const day = dayKey(at);
    this.inc(Buckets.dims, `${family}:${day}`, path, n);
    this.inc(Buckets.dims, `${family}-hours:${day}`, `h.${hourKey(at).slice(11, 13)}.${path}`, n);
  }

  /** Moves one entity in a "last seen" histogram from `from` (hour key, or null) to `to` (or null). */
  moveSeen(family: string, from: string | null, to: string | null): void {
    for (const [key, n] of [
      [from, -1],
      [to, 1],
    ] as const) {
      if (!key) continue;
      const id = `${family}:${key.slice(0, 7)}`;
      this.inc(Buckets.lastSeen, id, `d.${key.slice(8, 10)}`, n);
      this.inc(Buckets.lastSeen, id, `h.${key.slice(8, 10)}${key.slice(11, 13)}`, n);
    }
  }

  /** Changes one entity; `totals` follow the entity's flag changes. */
  update(kind: StateKind, id: string, change: (doc: StateDoc) => void): void {
    const ref = stateRef(kind, id);
    let doc = this.states.get(ref);
    if (!doc) this.states.set(ref, (doc = { _id: id }));
    const flagsOf = this.flags[kind];
    const before = flagsOf?.(doc) ?? {};
    const was = this.dirty.has(ref) ? undefined : JSON.stringify(doc);
    change(doc);
    // An event that changes nothing (the same hour again…) costs no write.
    if (was !== undefined && JSON.stringify(doc) === was) return;
    this.dirty.add(ref);
    const after = flagsOf?.(doc) ?? {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      this.inc(Buckets.totals, 'all', key, (after[key] ?? 0) - (before[key] ?? 0));
  }

  get pending(): boolean {
    return this.events > 0 || this.writes.size > 0 || this.dirty.size > 0;
  }

  /** The read-model writes of everything folded so far. */
  docWrites(): DocWrite[] {
    return [...this.writes.values()];
  }

  /** The entities changed since this fold began, as `[ref, doc]` (what the entity log appends). */
  changedStates(): [string, StateDoc][] {
    return [...this.dirty].map((ref) => [ref, this.states.get(ref)!]);
  }
}
