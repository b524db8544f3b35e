import { XIcon } from 'lucide-react';
import { categoryLabel, contentTypeLabel, humanize } from '../images/contentTypes';
import { hasActiveFilters, NO_FILTERS, type MarketplaceFilters } from './marketplaceFilters';

interface Chip {
  key: keyof MarketplaceFilters;
  label: string;
}

function chipsOf(filters: MarketplaceFilters): Chip[] {
  const chips: Chip[] = [];
  const search = filters.search.trim();
  if (search) chips.push({ key: 'search', label: `“${search}”` });
  if (filters.category) chips.push({ key: 'category', label: categoryLabel(filters.category) });
  if (filters.contentType) chips.push({ key: 'contentType', label: contentTypeLabel(filters.contentType) });
  if (filters.style) chips.push({ key: 'style', label: humanize(filters.style) });
  return chips;
}

/** One removable chip per active filter, and Clear all filters (spec 000 §2 Marketplace). */
export function ActiveFilterChips({
  filters,
  onChange,
}: {
  filters: MarketplaceFilters;
  onChange: (next: MarketplaceFilters) => void;
}) {
  if (!hasActiveFilters(filters)) return null;
  return (
    <div className="active-filters" data-testid="active-filters">
      <ul className="chip-list" aria-label="Active filters">
        {chipsOf(filters).map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              className="chip chip--removable"
              aria-label={`Remove filter ${chip.label}`}
              onClick={() => onChange({ ...filters, [chip.key]: chip.key === 'search' ? '' : null })}
            >
              {chip.label}
              <XIcon size={14} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={() => onChange(NO_FILTERS)}>
        Clear all filters
      </button>
    </div>
  );
}
