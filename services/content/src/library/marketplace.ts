import { randomUUID } from 'node:crypto';
import { CONTENT_TYPES, Topics, eventsFor, type Identity, type Logger } from '@faithcraft/lib';
import type { Stores } from '../data/stores.js';
import { marketplaceSearched } from '../events/image-events.js';
import { normaliseQuery, type MarketplacePage, type MarketplaceQuery, type PublicQuery } from './marketplace-query.js';

/** Where the marketplace's pages come from: the search index (the database only in tests). */
export interface MarketplaceSource {
  search(query: MarketplaceQuery): Promise<MarketplacePage>;
}

const KNOWN_CONTENT_TYPES = new Set<string>(CONTENT_TYPES);

/**
 * The marketplace use case: normalises the query, asks the source, and records each search (a
 * first page with a term or a filter; Load More pages and the plain browse are not searches) as
 * MarketplaceSearched.v1 for the admin's search analytics. Recording never delays or fails the answer.
 */
export class Marketplace {
  constructor(
    private readonly deps: { source: MarketplaceSource; models: Stores; log: Logger; recordSearches?: boolean },
  ) {}

  async search(input: PublicQuery, viewer: Identity | null): Promise<MarketplacePage> {
    const query = normaliseQuery(input);
    const page = await this.deps.source.search(query);
    const isSearch = query.page === 1 && (query.search || query.category || query.contentType || query.style);
    if (isSearch && this.deps.recordSearches !== false) {
      this.record(query, page.total, viewer).catch((err: unknown) =>
        this.deps.log.warn({ err }, 'marketplace search not recorded'),
      );
    }
    return page;
  }

  private async record(query: MarketplaceQuery, resultCount: number, viewer: Identity | null): Promise<void> {
    const search = {
      _id: randomUUID(),
      term: query.search,
      category: query.category,
      // An unknown type cannot match anything; the event's vocabulary has no place for it.
      contentType: query.contentType && KNOWN_CONTENT_TYPES.has(query.contentType) ? query.contentType : null,
      style: query.style,
      resultCount,
      userId: viewer?.userId ?? null,
      searchedAt: new Date(),
    };
    await this.deps.models.searches.create(search, eventsFor(Topics.content, marketplaceSearched(search)));
  }
}
