import { VersionedIndex, searchClient, type Logger, type WriteOutcome } from '@faithcraft/lib';
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

export type { WriteOutcome };

/** OpenSearch's default window: from + size beyond it is refused, so deeper pages answer empty. */
const MAX_WINDOW = 10_000;

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

/**
 * The marketplace index in OpenSearch, owned by content: lib's versioned index. Every write carries
 * the image's store version as an external version, so a write that arrives late or twice never
 * replaces a newer one (idempotent by version, whatever order events and rebuilds land in).
 */
export class ImageIndex extends VersionedIndex<IndexedImage> implements MarketplaceSource {
  static connect(url: string, alias: string, log: Logger): ImageIndex {
    return new ImageIndex(
      searchClient(url),
      { alias, mappingVersion: MAPPING_VERSION, mappings: IMAGE_INDEX_MAPPING, label: 'search' },
      log,
    );
  }

  /**
   * Indexes a listed image at its version; 'stale' when the index already holds this version or a
   * newer one. `visible`: answer only once the write is searchable (the next refresh, ≤ 1 s).
   */
  put(image: ImageDoc, version: number, visible = false): Promise<WriteOutcome> {
    return this.writeAt(image._id, toIndexDocument(image), version, visible);
  }

  /**
   * Removes an image that is no longer listed. With its version, a later publish (higher version)
   * is never undone; without one (the image is gone from the database), it is removed outright.
   */
  remove(id: string, version: number | null, visible = false): Promise<WriteOutcome> {
    return this.removeAt(id, version, visible);
  }

  /** Bulk put (rebuilds). */
  putMany(items: { image: ImageDoc; version: number }[]): Promise<{ written: number; stale: number }> {
    return this.writeManyAt(
      items.map(({ image, version }) => ({ id: image._id, doc: toIndexDocument(image), version })),
    );
  }

  /** An account's images (account deletion, after the database). */
  removeByOwner(ownerId: string): Promise<number> {
    return this.removeMatching({ term: { ownerId } });
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
}
