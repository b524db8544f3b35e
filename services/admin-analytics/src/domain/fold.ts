import { dayKey, hourKey, monthKey } from './time.js';

/** Collections of the read models: counters written by $inc, and entity states written whole. */
export const Buckets = {
  /** One doc per UTC month (`_id` 'YYYY-MM'): `d.DD.<metric>`. */
  daily: 'daily',
  /** One doc per UTC day (`_id` 'YYYY-MM-DD'): `h.HH.<metric>` for the 24h window. */
  hourly: 'hourly',
  /** Unbounded dimensions per day and per hour: `sales:<key>` (`i.<imageId>.n|c`), `search:<key>` (`t.<term>.n|ok`). */
  dims: 'dims',
  /** "Last seen" histograms per UTC month (`users:YYYY-MM`, `visitors:YYYY-MM`): `d.DD` and `h.DDHH` counts. */
  lastSeen: 'last_seen',
  /** Current totals (`_id` 'all'): counters kept by entity flag changes. */
  totals: 'totals',
} as const;

export const States = { user: 'user_state', image: 'image_state', visitor: 'visitor_state', recent: 'recent' } as const;
export type StateCollection = (typeof States)[keyof typeof States];

export interface StateDoc {
  _id: string;
  /** Offset marks: the last batch offset per topic-partition this document includes. */
  m?: Record<string, number>;
  [field: string]: unknown;
}

export interface Increment {
  coll: string;
  id: string;
  path: string;
  n: number;
  offset: number;
}

/** Counters derived from an entity's state; a change adds the difference to `totals`. */
export type FlagsOf = (doc: StateDoc) => Record<string, number>;

interface Held {
  coll: StateCollection;
  doc: StateDoc;
  mark: number;
  dirty: boolean;
}

export const stateRef = (coll: string, id: string): string => `${coll}\u0000${id}`;

/**
 * Folds one partition's batch in memory: counter increments (each tagged with its event's offset,
 * so a redelivered batch can skip what a bucket already holds) and the entity states after the batch.
 * An entity whose mark covers the event's offset already holds that event: the event is not applied
 * to it again, and nothing derived from it is emitted.
 */
export class BatchFold {
  readonly increments: Increment[] = [];
  private readonly held = new Map<string, Held>();
  private offset = -1;

  constructor(
    readonly markKey: string,
    loaded: Map<string, StateDoc | null>,
    private readonly flags: Partial<Record<StateCollection, FlagsOf>>,
  ) {
    for (const [ref, doc] of loaded) {
      const [coll, id] = ref.split('\u0000') as [StateCollection, string];
      this.held.set(ref, { coll, doc: doc ?? { _id: id }, mark: doc?.m?.[markKey] ?? -1, dirty: false });
    }
  }

  at(offset: number): void {
    this.offset = offset;
  }

  inc(coll: string, id: string, path: string, n = 1): void {
    if (n !== 0) this.increments.push({ coll, id, path, n, offset: this.offset });
  }

  /** A metric counted in its UTC day and hour buckets (or only one of them). */
  count(at: Date, metric: string, n = 1, only?: 'day' | 'hour'): void {
    const day = dayKey(at);
    if (only !== 'hour') this.inc(Buckets.daily, monthKey(at), `d.${day.slice(8, 10)}.${metric}`, n);
    if (only !== 'day') this.inc(Buckets.hourly, day, `h.${hourKey(at).slice(11, 13)}.${metric}`, n);
  }

  /** A dimension counted per day and per hour (`family:key` documents). */
  dim(family: string, at: Date, path: string, n = 1): void {
    this.inc(Buckets.dims, `${family}:${dayKey(at)}`, path, n);
    this.inc(Buckets.dims, `${family}:${hourKey(at)}`, path, n);
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

  /**
   * Changes one entity for the current event, unless it already holds it; `totals` follow the
   * entity's flag changes.
   */
  update(coll: StateCollection, id: string, change: (doc: StateDoc) => void): void {
    const ref = stateRef(coll, id);
    let held = this.held.get(ref);
    if (!held) {
      held = { coll, doc: { _id: id }, mark: -1, dirty: false };
      this.held.set(ref, held);
    }
    if (held.mark >= this.offset) return;
    const flagsOf = this.flags[coll];
    const before = flagsOf?.(held.doc) ?? {};
    const was = JSON.stringify(held.doc);
    change(held.doc);
    // An event that changes nothing (the same hour again…) costs no write.
    if (!held.dirty && JSON.stringify(held.doc) === was) return;
    held.dirty = true;
    const after = flagsOf?.(held.doc) ?? {};
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
      this.inc(Buckets.totals, 'all', key, (after[key] ?? 0) - (before[key] ?? 0));
  }

  /** The entities this batch changed, to be written after every counter. */
  changedStates(): { coll: StateCollection; doc: StateDoc }[] {
    return [...this.held.values()].filter((h) => h.dirty).map(({ coll, doc }) => ({ coll, doc }));
  }
}
