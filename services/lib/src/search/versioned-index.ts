import { Client } from '@opensearch-project/opensearch';
import type { Logger } from '../logger.js';

export type WriteOutcome = 'written' | 'stale' | 'absent';

/** What an owner says about its index: the alias, the mapping and its version, extra settings. */
export interface IndexSpec {
  /** The alias everything reads and writes through, e.g. faithcraft-users. */
  alias: string;
  /** Bumped whenever the mapping or the document shape changes: a new index is built beside the old. */
  mappingVersion: number;
  mappings: Record<string, unknown>;
  /** Index settings besides one shard, no replica and a 1 s refresh (e.g. an index sort). */
  settings?: Record<string, unknown>;
  /** Names the documents in logs and errors, e.g. 'user directory'. */
  label: string;
}

const statusOf = (err: unknown): number | undefined => (err as { meta?: { statusCode?: number } }).meta?.statusCode;

/** An OpenSearch client with the timeouts the services use. */
export const searchClient = (url: string): Client => new Client({ node: url, requestTimeout: 10_000, maxRetries: 2 });

/**
 * A read model in OpenSearch that its service rebuilds from its database (decisions 0009, 0010).
 * Every write carries the source's version as an external version, so a late or repeated write
 * never replaces a newer one. Reads and writes go through the alias; the concrete index is named
 * after the mapping version, so a new mapping is built beside the old one and the alias switched.
 */
export class VersionedIndex<Doc> {
  readonly concrete: string;
  readonly alias: string;

  constructor(
    protected readonly client: Client,
    private readonly spec: IndexSpec,
    protected readonly log: Logger,
  ) {
    this.alias = spec.alias;
    this.concrete = `${spec.alias}-v${spec.mappingVersion}`;
  }

  /** Creates the index for this mapping version when missing and points the alias at it (alone). */
  async ensure(): Promise<void> {
    const exists = (await this.client.indices.exists({ index: this.concrete })).body;
    if (!exists) {
      try {
        await this.client.indices.create({
          index: this.concrete,
          body: {
            settings: { number_of_shards: 1, number_of_replicas: 0, refresh_interval: '1s', ...this.spec.settings },
            mappings: this.spec.mappings,
          },
        });
        this.log.info({ index: this.concrete }, `${this.spec.label} index created`);
      } catch (err) {
        // Another instance created it between the check and the create.
        if (!/resource_already_exists/.test(String((err as Error).message))) throw err;
      }
    }
    const current = await this.client.indices.getAlias({ name: this.alias }).catch(() => ({ body: {} }));
    const others = Object.keys(current.body ?? {}).filter((name) => name !== this.concrete);
    if (others.length || !(this.concrete in (current.body ?? {}))) {
      await this.client.indices.updateAliases({
        body: {
          actions: [
            ...others.map((index) => ({ remove: { index, alias: this.alias } })),
            { add: { index: this.concrete, alias: this.alias } },
          ],
        },
      });
    }
  }

  /** Drops this mapping version's index and creates it empty (a reindex with `--fresh`). */
  async recreate(): Promise<void> {
    await this.drop();
    await this.ensure();
  }

  /** Deletes this mapping version's index (tests and benches clean up after themselves). */
  async drop(): Promise<void> {
    await this.client.indices.delete({ index: this.concrete, ignore_unavailable: true });
  }

  async healthy(): Promise<boolean> {
    try {
      return (await this.client.ping()).statusCode === 200;
    } catch {
      return false;
    }
  }

  async count(): Promise<number> {
    return (await this.client.count({ index: this.alias })).body.count;
  }

  /** Makes recent writes searchable now (rebuilds, tests, benches; the index refreshes every second). */
  async refresh(): Promise<void> {
    await this.client.indices.refresh({ index: this.alias });
  }

  /** Merges the index into one segment after a big rebuild (faster sorted reads). */
  async optimize(): Promise<void> {
    await this.client.indices.forcemerge({ index: this.alias, max_num_segments: 1 });
  }

  /**
   * Writes a document at its version; 'stale' when the index holds this version or a newer one.
   * `visible`: answer only once the write is searchable (the next refresh, ≤ 1 s).
   */
  async writeAt(id: string, doc: Doc, version: number, visible = false): Promise<WriteOutcome> {
    try {
      await this.client.index({
        index: this.alias,
        id,
        body: doc as Record<string, unknown>,
        version,
        version_type: 'external',
        // Never auto-create an index under the alias's name (e.g. while the index is being dropped).
        require_alias: true,
        ...(visible ? { refresh: 'wait_for' as const } : {}),
      });
      return 'written';
    } catch (err) {
      if (statusOf(err) === 409) return this.settled('stale', visible);
      throw err;
    }
  }

  /** Removes a document; with a version, a newer write (higher version) is never undone. */
  async removeAt(id: string, version: number | null, visible = false): Promise<WriteOutcome> {
    try {
      await this.client.delete({
        index: this.alias,
        id,
        ...(version === null ? {} : { version, version_type: 'external' as const }),
        ...(visible ? { refresh: 'wait_for' as const } : {}),
      });
      return 'written';
    } catch (err) {
      const status = statusOf(err);
      if (status === 404) return this.settled('absent', visible);
      if (status === 409) return this.settled('stale', visible);
      throw err;
    }
  }

  /**
   * A visible write that changed nothing: the write that got there first (an event consumer's, say,
   * at the same version) may not be searchable yet, and `wait_for` only waits for one's own write.
   */
  private async settled<O extends WriteOutcome>(outcome: O, visible: boolean): Promise<O> {
    if (visible) await this.refresh();
    return outcome;
  }

  /** Bulk write (rebuilds): per-item version conflicts are expected and counted, other failures throw. */
  async writeManyAt(items: { id: string; doc: Doc; version: number }[]): Promise<{ written: number; stale: number }> {
    if (!items.length) return { written: 0, stale: 0 };
    const body = items.flatMap(({ id, doc, version }) => [
      { index: { _index: this.alias, _id: id, version, version_type: 'external' } },
      doc as Record<string, unknown>,
    ]);
    const res = await this.client.bulk({ body, require_alias: true });
    let written = 0;
    let stale = 0;
    const failures: string[] = [];
    for (const item of res.body.items as { index: { status: number; error?: { reason?: string } } }[]) {
      if (item.index.status < 300) written++;
      else if (item.index.status === 409) stale++;
      else failures.push(item.index.error?.reason ?? String(item.index.status));
    }
    if (failures.length)
      throw new Error(`bulk indexing failed for ${failures.length} ${this.spec.label} documents: ${failures[0]}`);
    return { written, stale };
  }

  /**
   * Removes every document `query` matches and answers how many. The minimal distribution has no
   * delete-by-query (the reindex module), so their ids are listed and deleted in bulk.
   */
  async removeMatching(query: Record<string, unknown>): Promise<number> {
    let removed = 0;
    for await (const ids of this.ids(query)) {
      const res = await this.client.bulk({
        body: ids.map((id) => ({ delete: { _index: this.alias, _id: id } })),
        refresh: true,
      });
      for (const item of res.body.items as { delete: { status: number } }[]) {
        if (item.delete.status < 300) removed++;
        else if (item.delete.status !== 404)
          throw new Error(`removing ${this.spec.label} documents failed (${item.delete.status})`);
      }
    }
    return removed;
  }

  /** Every indexed id matching `query` (all by default), in pages sorted by the `id` field. */
  async *ids(query: Record<string, unknown> = { match_all: {} }, pageSize = 5000): AsyncGenerator<string[]> {
    let after: (string | number)[] | undefined;
    for (;;) {
      const res = await this.client.search({
        index: this.alias,
        body: {
          size: pageSize,
          query,
          _source: false,
          sort: [{ id: 'asc' }],
          ...(after ? { search_after: after } : {}),
        },
      });
      const hits = res.body.hits.hits as unknown as { _id: string; sort: (string | number)[] }[];
      if (!hits.length) return;
      yield hits.map((h) => h._id);
      after = hits[hits.length - 1]!.sort;
    }
  }

  /** One search through the alias: the exact total and the stored sources of the page's hits. */
  async searchSources<S>(body: Record<string, unknown>): Promise<{ total: number; sources: S[] }> {
    const res = await this.client.search({ index: this.alias, body });
    const hits = res.body.hits as unknown as { total: { value: number }; hits: { _source: S }[] };
    return { total: hits.total.value, sources: hits.hits.map((h) => h._source) };
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
