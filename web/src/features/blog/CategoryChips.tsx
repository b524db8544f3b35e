import { BLOG_CATEGORIES } from './posts';

export type BlogFilter = (typeof BLOG_CATEGORIES)[number];

/** Toggle buttons that filter the posts; the pressed one is the active filter. */
export function CategoryChips({ selected, onSelect }: { selected: BlogFilter; onSelect: (c: BlogFilter) => void }) {
  return (
    <div className="chip-row" role="group" aria-label="Filter posts by category">
      {BLOG_CATEGORIES.map((category) => (
        <button
          key={category}
          type="button"
          className="chip"
          aria-pressed={category === selected}
          onClick={() => onSelect(category)}
        >
          {category}
        </button>
      ))}
    </div>
  );
}
