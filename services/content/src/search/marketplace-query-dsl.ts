import type { MarketplaceFilters, MarketplaceQuery } from '../library/marketplace-query.js';

export type SearchBody = Record<string, unknown>;

const FILTERS: (keyof MarketplaceFilters)[] = ['category', 'contentType', 'style'];
const FACET_SIZES: Record<keyof MarketplaceFilters, number> = { category: 20, contentType: 20, style: 50 };
const FACET_NAMES = { category: 'categories', contentType: 'contentTypes', style: 'styles' } as const;

/** The chosen filters as term clauses, leaving out `skip` (a facet counts over the OTHER filters). */
function filterClauses(query: MarketplaceQuery, skip?: keyof MarketplaceFilters): SearchBody[] {
  return FILTERS.filter((f) => f !== skip && query[f]).map((f) => ({ term: { [f]: query[f] } }));
}

/**
 * Text search over title (three times the weight), description and prompt: every word must occur
 * in one of them (cross_fields + and), so adding a word narrows the results as a buyer expects.
 */
function textQuery(query: MarketplaceQuery): SearchBody {
  if (!query.search) return { match_all: {} };
  return {
    multi_match: {
      query: query.search,
      fields: ['title^3', 'description', 'prompt'],
      type: 'cross_fields',
      operator: 'and',
    },
  };
}

/**
 * The two searches behind a marketplace page: the hits (relevance then newest with a search,
 * newest otherwise; `id` breaks ties so pages never overlap) and the facets, each counted over the
 * search and the other filters.
 */
export function marketplaceSearches(
  query: MarketplaceQuery,
  from: number,
  size: number,
): { hits: SearchBody; facets: SearchBody } {
  const newest = [{ createdAt: 'desc' }, { id: 'asc' }];
  const hits = {
    from,
    size,
    track_total_hits: true,
    query: { bool: { must: [textQuery(query)], filter: filterClauses(query) } },
    sort: query.search ? ['_score', ...newest] : newest,
  };
  const facets = {
    size: 0,
    query: textQuery(query),
    aggs: Object.fromEntries(
      FILTERS.map((f) => [
        FACET_NAMES[f],
        {
          filter: { bool: { filter: filterClauses(query, f) } },
          aggs: { values: { terms: { field: f, size: FACET_SIZES[f] } } },
        },
      ]),
    ),
  };
  return { hits, facets };
}
