import type { AggregateStore } from '@faithcraft/lib';
import type { ImageDoc } from '../data/image-model.js';
import { escapeRegex } from '../domain/file-name.js';
import type { MarketplaceSource } from './marketplace.js';
import type { MarketplaceFilters, MarketplacePage, MarketplaceQuery } from './marketplace-query.js';

/**
 * The marketplace answered from the database by reading every match: the reference the search
 * index is checked against in tests. Too slow to serve on FerretDB (docs/decisions/0009).
 */
export class DatabaseMarketplace implements MarketplaceSource {
  constructor(private readonly images: AggregateStore<ImageDoc>) {}

  /** Newest first (the index adds relevance); facets count each dimension over the search and the other filters. */
  async search(query: MarketplaceQuery): Promise<MarketplacePage> {
    const base: Record<string, unknown> = { isPublic: true, status: 'completed' };
    if (query.search) {
      const regex = { $regex: escapeRegex(query.search), $options: 'i' };
      base['$or'] = [{ title: regex }, { description: regex }, { prompt: regex }];
    }
    const matching = await this.images.find(base, {
      projection: { _id: 1, category: 1, contentType: 1, style: 1, createdAt: 1 },
    });
    const passes = (i: ImageDoc, skip?: keyof MarketplaceFilters) =>
      (['category', 'contentType', 'style'] as const).every((f) => f === skip || !query[f] || i[f] === query[f]);
    const hits = matching.filter((i) => passes(i)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    const pageIds = hits.slice((query.page - 1) * query.limit, query.page * query.limit).map((i) => i._id);
    const items = (await Promise.all(pageIds.map((id) => this.images.findById(id)))).filter(
      (i): i is ImageDoc => i !== null,
    );
    const count = (field: keyof MarketplaceFilters) => {
      const counts = new Map<string, number>();
      for (const i of matching) if (passes(i, field)) counts.set(i[field], (counts.get(i[field]) ?? 0) + 1);
      return [...counts].map(([value, n]) => ({ value, count: n })).sort((a, b) => b.count - a.count);
    };
    return {
      items,
      total: hits.length,
      page: query.page,
      hasMore: query.page * query.limit < hits.length,
      facets: { categories: count('category'), contentTypes: count('contentType'), styles: count('style') },
    };
  }
}
