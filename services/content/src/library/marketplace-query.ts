import type { ImageDoc } from '../data/image-model.js';

export const MAX_PAGE_SIZE = 50;
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE = 10_000;
const MAX_SEARCH_LENGTH = 100;

/** The marketplace's input as the SDL and the REST facade pass it ("not given" is null). */
export interface PublicQuery {
  page?: number | null;
  limit?: number | null;
  search?: string | null;
  category?: string | null;
  contentType?: string | null;
  style?: string | null;
}

export interface MarketplaceFilters {
  category: string | null;
  contentType: string | null;
  style: string | null;
}

/** A query with its defaults applied: filters lowercased ('all' means none), the search trimmed. */
export interface MarketplaceQuery extends MarketplaceFilters {
  page: number;
  limit: number;
  /** '' when not searching. */
  search: string;
}

export interface FacetCount {
  value: string;
  count: number;
}

export interface MarketplaceFacets {
  categories: FacetCount[];
  contentTypes: FacetCount[];
  styles: FacetCount[];
}

export interface MarketplacePage {
  items: ImageDoc[];
  total: number;
  page: number;
  hasMore: boolean;
  facets: MarketplaceFacets;
}

const clamp = (n: number | null | undefined, fallback: number, max: number) =>
  Math.min(Math.max(Math.trunc(Number.isFinite(n) ? (n as number) : fallback), 1), max);

const filterValue = (v: string | null | undefined): string | null => {
  const t = (v ?? '').trim().toLowerCase();
  return t && t !== 'all' ? t.slice(0, 60) : null;
};

export function normaliseQuery(q: PublicQuery): MarketplaceQuery {
  return {
    page: clamp(q.page, 1, MAX_PAGE),
    limit: clamp(q.limit, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
    search: (q.search ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    category: filterValue(q.category),
    contentType: filterValue(q.contentType),
    style: filterValue(q.style),
  };
}
