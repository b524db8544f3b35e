import type { mongo } from 'mongoose';
import { Buckets, pageOf, type StateDoc } from '../domain/fold.js';
import { fieldKey } from '../domain/figures.js';
import { DocCache } from './doc-cache.js';
import type { ActivityItem } from '../domain/rules.js';
import { hourKey } from '../domain/time.js';

export type Counters = Record<string, number>;

/** Flattens `{type: {poster: 2}}` into `{'type.poster': 2}`. */
function flatten(value: unknown, prefix = '', out: Counters = {}): Counters {
  if (typeof value === 'number') out[prefix] = (out[prefix] ?? 0) + value;
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

export const sum = (rows: Counters[], field: string): number => rows.reduce((t, r) => t + (r[field] ?? 0), 0);

/**
 * Reads the read models by `_id` only (FerretDB pushes nothing else down): every call touches at
 * most a few hundred small documents, whatever the number of events behind them.
 */
export class ReadModels {
  private readonly cache: DocCache;

  constructor(db: mongo.Db) {
    this.cache = new DocCache(db);
  }

  private byIds(coll: string, ids: string[]): Promise<Map<string, StateDoc>> {
    return this.cache.byIds(coll, ids);
  }

  /** A figure computed from the read models, kept until the next flush (DocCache.derived). */
  derived<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.cache.derived(key, compute);
  }

  /** The counters of each bucket key ('YYYY-MM-DD' from month documents, 'YYYY-MM-DDTHH' from day documents). */
  async counters(keys: string[]): Promise<Counters[]> {
    if (!keys.length) return [];
    const hourly = keys[0]!.length > 10;
    const docId = (k: string) => (hourly ? k.slice(0, 10) : k.slice(0, 7));
    const field = (k: string) => (hourly ? `h.${k.slice(11, 13)}` : `d.${k.slice(8, 10)}`);
    const docs = await this.byIds(hourly ? Buckets.hourly : Buckets.daily, keys.map(docId));
    return keys.map((k) => {
      const [root, sub] = field(k).split('.') as [string, string];
      return flatten((docs.get(docId(k))?.[root] as Record<string, unknown> | undefined)?.[sub]);
    });
  }

  /**
   * A dimension's entries (`sales`: `i`, per image; `search`: `t`, per term) for each bucket key of
   * the window: days from their day documents, hours from their day's hours document.
   */
  private async dimension<T>(family: 'sales' | 'search', keys: string[]): Promise<(Record<string, T> | undefined)[]> {
    const hourly = keys.length > 0 && keys[0]!.length > 10;
    const docId = (k: string) => (hourly ? `${family}-hours:${k.slice(0, 10)}` : `${family}:${k}`);
    const docs = await this.byIds(Buckets.dims, keys.map(docId));
    const root = family === 'sales' ? 'i' : 't';
    return keys.map((k) => {
      const doc = docs.get(docId(k));
      const part = hourly ? (doc?.['h'] as Record<string, StateDoc> | undefined)?.[k.slice(11, 13)] : doc;
      return part?.[root] as Record<string, T> | undefined;
    });
  }

  /** Search counts per term (`<term>.n`, `<term>.ok`) for each bucket key of the window. */
  async searches(keys: string[]): Promise<Counters[]> {
    return (await this.dimension('search', keys)).map((terms) => flatten(terms));
  }

  /**
   * Sales per image over the window, summed (`n` sales, `c` cents; keys are field keys), read
   * straight from the documents: a 90-day window holds tens of thousands of entries.
   */
  async salesByImage(keys: string[], only?: Set<string>): Promise<Map<string, { n: number; c: number }>> {
    const out = new Map<string, { n: number; c: number }>();
    for (const images of await this.dimension<{ n?: number; c?: number }>('sales', keys)) {
      if (!images) continue;
      for (const id of only ?? Object.keys(images)) {
        const e = images[id];
        if (!e) continue;
        const t = out.get(id);
        if (t) {
          t.n += e.n ?? 0;
          t.c += e.c ?? 0;
        } else out.set(id, { n: e.n ?? 0, c: e.c ?? 0 });
      }
    }
    return out;
  }

  /** Entities (users or visitors) whose last activity is at or after `since` (hour precision). */
  async seenSince(family: 'users' | 'visitors', since: Date, now: Date): Promise<number> {
    const months: string[] = [];
    for (
      let d = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth(), 1));
      d <= now;
      d.setUTCMonth(d.getUTCMonth() + 1)
    )
      months.push(d.toISOString().slice(0, 7));
    const docs = await this.byIds(
      Buckets.lastSeen,
      months.map((m) => `${family}:${m}`),
    );
    const from = hourKey(since);
    let total = 0;
    for (const month of months) {
      const hours = (docs.get(`${family}:${month}`)?.['h'] as Counters | undefined) ?? {};
      for (const [ddhh, n] of Object.entries(hours)) {
        const key = `${month}-${ddhh.slice(0, 2)}T${ddhh.slice(2, 4)}`;
        if (key >= from) total += n;
      }
    }
    return total;
  }

  async totals(): Promise<Counters> {
    const doc = (await this.byIds(Buckets.totals, ['all'])).get('all');
    return flatten(doc ? { ...doc, _id: undefined, f: undefined } : {});
  }

  async recentActivity(): Promise<ActivityItem[]> {
    const doc = (await this.byIds(Buckets.recent, ['all'])).get('all');
    return (doc?.['items'] as ActivityItem[] | undefined) ?? [];
  }

  /** What each user paid, ever, in cents. */
  async revenue(ids: string[]): Promise<Map<string, number>> {
    const pages = await this.byIds(Buckets.revenue, ids.map(pageOf));
    const paid = (id: string) => (pages.get(pageOf(id))?.['u'] as Counters | undefined)?.[fieldKey(id)] ?? 0;
    return new Map(ids.map((id) => [id, paid(id)]));
  }

  /** Title and category of images that sold. */
  async imageLabels(ids: string[]): Promise<Map<string, { title?: string; category?: string | null }>> {
    const pages = await this.byIds(Buckets.imageLabels, ids.map(pageOf));
    const label = (id: string) =>
      (pages.get(pageOf(id))?.['i'] as Record<string, { t?: string; k?: string | null }> | undefined)?.[fieldKey(id)];
    return new Map(ids.map((id) => [id, { title: label(id)?.t, category: label(id)?.k }]));
  }
}
