import { Client } from '@opensearch-project/opensearch';
import type { Logger } from '@faithcraft/lib';
import type { ImageDoc } from '../data/image-model.js';
import type { MarketplaceSource } from '../library/marketplace.js';
import type { FacetCount, MarketplacePage, MarketplaceQuery } from '../library/marketplace-query.js';
import {
  IMAGE_INDEX_MAPPING,
  MAPPING_VERSION,
  fromIndexDocument,
  toIndexDocument,
  type IndexedImage,
} from './index-document.js';
import { marketplaceSearches, type SearchBody } from './marketplace-query-dsl.js';

/** OpenSearch's default window: from + size beyond it is refused, so deeper pages answer empty. */
const MAX_WINDOW = 10_000;

export type WriteOutcome = 'written' | 'stale' | 'absent';

interface Bucket {
  key: string;
  doc_count: number;
}
interface HitsBody {
  hits: { total: { value: number }; hits: { _source: IndexedImage }[] };
}
interface FacetsBody {
  aggregations: Record<'categories' | 'contentTypes' | 'styles', { values: { buckets: Bucket[] } }>;
}

const statusOf = (err: unknown): number | undefined => (err as { meta?: { statusCode?: number } }).meta?.statusCode;

/**
 * The marketplace index in OpenSearch, owned by content. Every write carries the image's store
 * version as an external version, so a write that arrives late or twice never replaces a newer
 * one (idempotent by version, whatever order events and rebuilds land in). Reads go through the
 * alias; the concrete index is named after the mapping version.
 */
export class ImageIndex implements MarketplaceSource {
  readonly concrete: string;

  constructor(
    private readonly client: Client,
    /** The alias everything reads and writes through, e.g. faithcraft-images. */
    readonly alias: string,
    private readonly log: Logger,
  ) {
    this.concrete = `${alias}-v${MAPPING_VERSION}`;
  }

  static connect(url: string, alias: string, log: Logger): ImageIndex {
    return new ImageIndex(new Client({ node: url, requestTimeout: 10_000, maxRetries: 2 }), alias, log);
  }

  /** Creates the index for this mapping version when missing and points the alias at it (alone). */
  async ensure(): Promise<void> {
    const exists = (await this.client.indices.exists({ index: this.concrete })).body;
    if (!exists) {
      try {
        await this.client.indices.create({
          index: this.concrete,
          body: {
            settings: { number_of_shards: 1, number_of_replicas: 0, refresh_interval: '1s' },
            mappings: IMAGE_INDEX_MAPPING,
          },
        });
        this.log.info({ index: this.concrete }, 'search index created');
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

  /** Drops this mapping version's index and creates it empty (`npm run reindex -- --fresh`). */
  async recreate(): Promise<void> {
    await this.drop();
    await this.ensure();
  }

  /** Deletes this mapping version's index (tests and the bench clean up after themselves). */
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

  /** Makes recent writes searchable now (tests and the bench; the index refreshes every second anyway). */
  async refresh(): Promise<void> {
    await this.client.indices.refresh({ index: this.alias });
  }

  /**
   * Indexes a listed image at its version; 'stale' when the index already holds this version or a
   * newer one. `visible`: answer only once the write is searchable (the next refresh, ≤ 1 s).
   */
  async put(image: ImageDoc, version: number, visible = false): Promise<WriteOutcome> {
    try {
      await this.client.index({
        index: this.alias,
        id: image._id,
        body: toIndexDocument(image),
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

  /**
   * Removes an image that is no longer listed. With its version, a later publish (higher version)
   * is never undone; without one (the image is gone from the database), it is removed outright.
   */
  async remove(id: string, version: number | null, visible = false): Promise<WriteOutcome> {
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
      if (status === 404) return 'absent';
      if (status === 409) return 'stale';
      throw err;
    }
  }

  /** Bulk put (rebuilds): per-item version conflicts are expected and counted, other failures throw. */
  async putMany(items: { image: ImageDoc; version: number }[]): Promise<{ written: number; stale: number }> {
    if (!items.length) return { written: 0, stale: 0 };
    const body = items.flatMap(({ image, version }) => [
      { index: { _index: this.alias, _id: image._id, version, version_type: 'external' } },
      toIndexDocument(image),
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
    if (failures.length) throw new Error(`bulk indexing failed for ${failures.length} images: ${failures[0]}`);
    return { written, stale };
  }

  /**
   * An account's images (account deletion, after the database). The minimal distribution has no
   * delete-by-query (the reindex module), so their ids are listed and deleted in bulk.
   */
  async removeByOwner(ownerId: string): Promise<number> {
    let removed = 0;
    for await (const ids of this.ids({ term: { ownerId } })) {
      const res = await this.client.bulk({
        body: ids.map((id) => ({ delete: { _index: this.alias, _id: id } })),
        refresh: true,
      });
      for (const item of res.body.items as { delete: { status: number } }[]) {
        if (item.delete.status < 300) removed++;
        else if (item.delete.status !== 404)
          throw new Error(`removing an account's images failed (${item.delete.status})`);
      }
    }
    return removed;
  }

  /** Every indexed id matching `query` (all by default), in pages sorted by id. */
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

  /**
   * One round trip: the page (hits, exact total) and the facet counts as two searches of one
   * msearch. The facets search asks for no hits, so OpenSearch's request cache can answer it again
   * until the index next changes.
   */
  async search(query: MarketplaceQuery): Promise<MarketplacePage> {
    const from = (query.page - 1) * query.limit;
    const size = Math.max(0, Math.min(query.limit, MAX_WINDOW - from));
    const { hits, facets } = marketplaceSearches(query, from, size);
    const res = await this.client.msearch({
      index: this.alias,
      body: [{}, hits, { request_cache: true }, facets] as SearchBody[],
    });
    const [hitsAnswer, facetsAnswer] = res.body.responses as unknown as [
      HitsBody & { error?: unknown },
      FacetsBody & { error?: unknown },
    ];
    if (hitsAnswer.error || facetsAnswer.error) {
      throw new Error(`marketplace search failed: ${JSON.stringify(hitsAnswer.error ?? facetsAnswer.error)}`);
    }
    const total = hitsAnswer.hits.total.value;
    const buckets = (name: keyof FacetsBody['aggregations']): FacetCount[] =>
      facetsAnswer.aggregations[name].values.buckets.map((b) => ({ value: b.key, count: b.doc_count }));
    return {
      items: hitsAnswer.hits.hits.map((h) => fromIndexDocument(h._source)),
      total,
      page: query.page,
      hasMore: from + size < Math.min(total, MAX_WINDOW),
      facets: { categories: buckets('categories'), contentTypes: buckets('contentTypes'), styles: buckets('styles') },
    };
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
