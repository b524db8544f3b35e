import { Client } from '@opensearch-project/opensearch';
import type { Logger } from '@faithcraft/lib';
import type { UserView } from '../accounts/user-view.js';
import type { UserDoc } from '../data/user-model.js';
import { DIRECTORY_MAPPING, DIRECTORY_MAPPING_VERSION, toDirectoryDocument } from './directory-document.js';
import { directorySearch } from './directory-query.js';

export type WriteOutcome = 'written' | 'stale' | 'absent';

export interface DirectoryPage {
  total: number;
  users: UserView[];
}

const statusOf = (err: unknown): number | undefined => (err as { meta?: { statusCode?: number } }).meta?.statusCode;

/**
 * The admin user directory in OpenSearch, owned by users (decision 0010). Every write carries the
 * user's store version as an external version, so a late or repeated write never replaces a newer
 * one. Reads and writes go through the alias; the concrete index is named after the mapping version.
 */
export class UserDirectoryIndex {
  readonly concrete: string;

  constructor(
    private readonly client: Client,
    /** The alias everything reads and writes through, e.g. faithcraft-users. */
    readonly alias: string,
    private readonly log: Logger,
  ) {
    this.concrete = `${alias}-v${DIRECTORY_MAPPING_VERSION}`;
  }

  static connect(url: string, alias: string, log: Logger): UserDirectoryIndex {
    return new UserDirectoryIndex(new Client({ node: url, requestTimeout: 10_000, maxRetries: 2 }), alias, log);
  }

  /** Creates the index for this mapping version when missing and points the alias at it (alone). */
  async ensure(): Promise<void> {
    const exists = (await this.client.indices.exists({ index: this.concrete })).body;
    if (!exists) {
      try {
        await this.client.indices.create({
          index: this.concrete,
          body: {
            settings: {
              number_of_shards: 1,
              number_of_replicas: 0,
              refresh_interval: '1s',
              // Stored in the table's order, so a newest-first page stops after its rows (deep pages too).
              'index.sort.field': ['createdAt', 'id'],
              'index.sort.order': ['desc', 'desc'],
            },
            mappings: DIRECTORY_MAPPING,
          },
        });
        this.log.info({ index: this.concrete }, 'user directory index created');
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

  /** Drops this mapping version's index and creates it empty (`npm run reindex:users -- --fresh`). */
  async recreate(): Promise<void> {
    await this.drop();
    await this.ensure();
  }

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

  /** Makes recent writes searchable now (rebuilds, tests, the bench; the index refreshes every second). */
  async refresh(): Promise<void> {
    await this.client.indices.refresh({ index: this.alias });
  }

  /** Merges the index into one segment after a rebuild (faster sorted reads; seconds at 100,000 users). */
  async optimize(): Promise<void> {
    await this.client.indices.forcemerge({ index: this.alias, max_num_segments: 1 });
  }

  /** Indexes a user at its version; 'stale' when the index holds this version or a newer one. */
  async put(user: UserDoc, version: number, visible = false): Promise<WriteOutcome> {
    try {
      await this.client.index({
        index: this.alias,
        id: user._id,
        body: toDirectoryDocument(user),
        version,
        version_type: 'external',
        // Never auto-create an index under the alias's name (e.g. while the index is being dropped).
        require_alias: true,
        ...(visible ? { refresh: 'wait_for' as const } : {}),
      });
      return 'written';
    } catch (err) {
      if (statusOf(err) === 409) return 'stale';
      throw err;
    }
  }

  /** Removes a deleted account. */
  async remove(id: string, visible = false): Promise<WriteOutcome> {
    try {
      await this.client.delete({ index: this.alias, id, ...(visible ? { refresh: 'wait_for' as const } : {}) });
      return 'written';
    } catch (err) {
      if (statusOf(err) === 404) return 'absent';
      throw err;
    }
  }

  /** Bulk put (rebuilds): per-item version conflicts are expected and counted, other failures throw. */
  async putMany(items: { user: UserDoc; version: number }[]): Promise<{ written: number; stale: number }> {
    if (!items.length) return { written: 0, stale: 0 };
    const body = items.flatMap(({ user, version }) => [
      { index: { _index: this.alias, _id: user._id, version, version_type: 'external' } },
      toDirectoryDocument(user),
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
    if (failures.length) throw new Error(`bulk indexing failed for ${failures.length} users: ${failures[0]}`);
    return { written, stale };
  }

  /** Every indexed id, in pages sorted by id (the rebuild's sweep). */
  async *ids(pageSize = 5000): AsyncGenerator<string[]> {
    let after: (string | number)[] | undefined;
    for (;;) {
      const res = await this.client.search({
        index: this.alias,
        body: {
          size: pageSize,
          query: { match_all: {} },
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

  /** One page, newest first, with the exact number of matches (one round trip, no database read). */
  async page(search: string, limit: number, offset: number): Promise<DirectoryPage> {
    const res = await this.client.search({ index: this.alias, body: directorySearch(search, limit, offset) });
    const hits = res.body.hits as unknown as { total: { value: number }; hits: { _source: { user: UserView } }[] };
    return { total: hits.total.value, users: hits.hits.map((h) => h._source.user) };
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
