import { useEffect, useId, useState } from 'react';
import { SearchIcon } from 'lucide-react';
import type { Category, ContentType } from '../../__generated__/graphql';
import { CATEGORIES, CONTENT_TYPES } from '../images/contentTypes';
import { MAX_SEARCH_LENGTH, type MarketplaceFilters } from './marketplaceFilters';

/** How long typing pauses before the search runs: one request per word, not per key. */
export const SEARCH_DEBOUNCE_MS = 350;

/** Result counts per option over the current search and the other filters; null until known. */
export interface FacetCounts {
  categories: ReadonlyMap<Category, number>;
  contentTypes: ReadonlyMap<ContentType, number>;
}

interface FilterBarProps {
  filters: MarketplaceFilters;
  facets: FacetCounts | null;
  onChange: (next: MarketplaceFilters) => void;
}

function withCount(label: string, count: number | undefined): string {
  return count === undefined ? label : `${label} (${count})`;
}

/** Search box, category and content-type selects and the content-type buttons (spec 000 §2). */
export function FilterBar({ filters, facets, onChange }: FilterBarProps) {
  const searchId = useId();
  const categoryId = useId();
  const typeId = useId();
  const [term, setTerm] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);

  // The URL is the source of truth: Clear all filters or a removed chip empties the box too
  // (adjusted while rendering, so the old term never flashes).
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setTerm(filters.search);
  }

  useEffect(() => {
    if (term.trim() === filters.search.trim()) return;
    const timer = window.setTimeout(() => onChange({ ...filters, search: term }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, filters, onChange]);

  return (
    <div className="marketplace-filters">
      <form
        role="search"
        className="marketplace-search"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, search: term });
        }}
      >
        <label htmlFor={searchId} className="visually-hidden">
          Search the marketplace
        </label>
        <SearchIcon size={18} aria-hidden="true" className="marketplace-search__icon" />
        <input
          id={searchId}
          type="search"
          className="marketplace-search__input"
          placeholder="Search flashcards, coloring pages, lessons..."
          value={term}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setTerm(event.target.value)}
        />
      </form>
      <div className="marketplace-selects">
        <div className="select-field">
          <label htmlFor={categoryId} className="field__label">
            Category
          </label>
          <select
            id={categoryId}
            className="select-field__input"
            value={filters.category ?? ''}
            onChange={(event) => onChange({ ...filters, category: (event.target.value || null) as Category | null })}
          >
            <option value="">All Categories</option>
            {CATEGORIES.map((category) => (
              <option key={category.value} value={category.value}>
                {withCount(category.label, facets?.categories.get(category.value) ?? (facets ? 0 : undefined))}
              </option>
            ))}
          </select>
        </div>
        <div className="select-field">
          <label htmlFor={typeId} className="field__label">
            Content type
          </label>
          <select
            id={typeId}
            className="select-field__input"
            value={filters.contentType ?? ''}
            onChange={(event) =>
              onChange({ ...filters, contentType: (event.target.value || null) as ContentType | null })
            }
          >
            <option value="">All Types</option>
            {CONTENT_TYPES.map((type) => (
              <option key={type.value} value={type.value}>
                {withCount(type.label, facets?.contentTypes.get(type.value) ?? (facets ? 0 : undefined))}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="type-buttons" role="group" aria-label="Content types">
        <button
          type="button"
          className="type-button"
          aria-pressed={filters.contentType === null}
          onClick={() => onChange({ ...filters, contentType: null })}
        >
          All
        </button>
        {CONTENT_TYPES.map(({ value, label, Icon }) => (
          <button
            key={value}
            type="button"
            className="type-button"
            aria-pressed={filters.contentType === value}
            onClick={() => onChange({ ...filters, contentType: filters.contentType === value ? null : value })}
          >
            <Icon size={16} />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}
