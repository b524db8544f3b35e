// The marketplace's filters and their place in the URL (spec 000 §2: the query parameters
// category, contentType and style preselect filters). The URL holds the spec's wire values
// (`?category=fhe&contentType=board-game`); the API takes the GraphQL enum names.
import { CATEGORIES, CONTENT_TYPES, graphqlEnumName, wireValue } from '@faithcraft/validation';
import type { Category, ContentType } from '../../__generated__/graphql';

export interface MarketplaceFilters {
  search: string;
  category: Category | null;
  contentType: ContentType | null;
  style: string | null;
}

export const NO_FILTERS: MarketplaceFilters = { search: '', category: null, contentType: null, style: null };

/** Spec 000 §9: marketplace page size. */
export const MARKETPLACE_PAGE_SIZE = 20;

/** Longest search term sent; a longer paste is cut rather than refused. */
export const MAX_SEARCH_LENGTH = 200;

/** A style as the generator writes it: lowercase words joined by hyphens. */
const STYLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function enumFromWire<V extends string>(values: readonly V[], raw: string | null): string | null {
  if (!raw) return null;
  const wire = raw.trim().toLowerCase();
  return values.includes(wire as V) ? graphqlEnumName(wire) : null;
}

/** Reads the filters from a URL's query; unknown values are ignored (an old link still opens). */
export function filtersFromParams(params: URLSearchParams): MarketplaceFilters {
  const style = params.get('style')?.trim().toLowerCase() ?? '';
  return {
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    category: enumFromWire(CATEGORIES, params.get('category')) as Category | null,
    contentType: enumFromWire(CONTENT_TYPES, params.get('contentType')) as ContentType | null,
    style: STYLE_PATTERN.test(style) ? style : null,
  };
}

/** The query string for `filters`, in a fixed order so one filter set has one address. */
export function paramsFromFilters(filters: MarketplaceFilters): URLSearchParams {
  const params = new URLSearchParams();
  const search = filters.search.trim();
  if (search) params.set('search', search);
  if (filters.category) params.set('category', wireValue(CATEGORIES, filters.category) ?? filters.category);
  if (filters.contentType) {
    params.set('contentType', wireValue(CONTENT_TYPES, filters.contentType) ?? filters.contentType);
  }
  if (filters.style) params.set('style', filters.style);
  return params;
}

/** The publicImages input for one page of `filters`. */
export function searchInput(filters: MarketplaceFilters, page: number) {
  const search = filters.search.trim();
  return {
    page,
    limit: MARKETPLACE_PAGE_SIZE,
    ...(search ? { search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.contentType ? { contentType: filters.contentType } : {}),
    ...(filters.style ? { style: filters.style } : {}),
  };
}

export function hasActiveFilters(filters: MarketplaceFilters): boolean {
  return (
    filters.search.trim() !== '' || filters.category !== null || filters.contentType !== null || filters.style !== null
  );
}
