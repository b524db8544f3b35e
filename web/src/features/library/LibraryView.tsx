import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import type { LibraryFilter } from '../../__generated__/graphql';
import { Button, ButtonLink, StatePanel } from '@faithcraft/ui';
import { SparklesIcon } from 'lucide-react';
import { MyImagesQuery } from '../images/documents';
import { ImageGrid } from '../images/ImageGrid';
import { ImageGridSkeleton } from '../images/ImageGridSkeleton';
import '../../styles/images.css';

const FILTERS: { value: LibraryFilter; label: string; empty: string }[] = [
  { value: 'ALL', label: 'All Content', empty: 'Content you create or buy appears here.' },
  { value: 'GENERATED', label: 'Generated', empty: "You haven't created anything yet." },
  { value: 'PURCHASED', label: 'Purchased', empty: "You haven't bought anything yet." },
  { value: 'FAVORITES', label: 'Favorites', empty: 'Tap the heart on an image to keep it here.' },
];

/** The personal library: the user's images, filtered by the select (spec 000 §2 Library). */
export function LibraryView({ viewerId }: { viewerId: string }) {
  const selectId = useId();
  const [filter, setFilter] = useState<LibraryFilter>('ALL');
  const { data, loading, error, refetch } = useQuery(MyImagesQuery, {
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  // An image un-favourited in its preview leaves the Favorites view at once, without a refetch.
  const images = (data?.myImages ?? []).filter((image) => filter !== 'FAVORITES' || image.isFavorite);
  const current = FILTERS.find((option) => option.value === filter) ?? FILTERS[0]!;

  return (
    <div className="container page-section library">
      <header className="page-head library__header">
        <div>
          <h1>My Content Library</h1>
          <p>Everything you have created and bought, ready to print or share.</p>
        </div>
        <div className="select-field">
          <label htmlFor={selectId} className="field__label">
            Show
          </label>
          <select
            id={selectId}
            className="select-field__input"
            value={filter}
            onChange={(event) => setFilter(event.target.value as LibraryFilter)}
          >
            {FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </header>
      {loading && !data ? (
        <ImageGridSkeleton label="Loading your library" />
      ) : error && !data ? (
        <StatePanel
          headingLevel={2}
          tone="error"
          title="Failed to fetch images"
          description="Please try again in a moment."
          actions={<Button onClick={() => void refetch().catch(() => undefined)}>Try again</Button>}
        />
      ) : images.length === 0 ? (
        <StatePanel
          headingLevel={2}
          icon={<SparklesIcon size={32} />}
          title={filter === 'ALL' ? 'Your library is empty' : `No ${current.label.toLowerCase()} content`}
          description={current.empty}
          actions={<ButtonLink to="/generator">Create Content</ButtonLink>}
        />
      ) : (
        <ImageGrid images={images} viewerId={viewerId} label={current.label} />
      )}
    </div>
  );
}
