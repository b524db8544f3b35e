import { SafeImage } from '../../components/ui/SafeImage';
import { StatePanel } from '@faithcraft/ui';
import { SKELETON_COUNT } from '../../lib/constants';
import { contentTypeLabel, type ContentType } from '../images/contentTypes';

export interface CreationItem {
  id: string;
  title: string;
  contentType: ContentType;
  thumbnailUrl?: string | null | undefined;
  imageUrl?: string | null | undefined;
}

interface CreatorCreationsProps {
  images: readonly CreationItem[] | null;
  loading: boolean;
  failed: boolean;
}

/** The 'Public Creations' grid: others' images, without owner actions. */
export function CreatorCreations({ images, loading, failed }: CreatorCreationsProps) {
  return (
    <section className="creator-creations" aria-labelledby="public-creations-title" aria-busy={loading || undefined}>
      <h2 id="public-creations-title">Public Creations</h2>
      {loading && !images ? (
        <ul className="image-grid" aria-hidden="true">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <li key={i} className="image-tile image-tile--skeleton" data-testid="creation-skeleton">
              <span className="skeleton skeleton--image" />
              <span className="skeleton skeleton--line" />
              <span className="skeleton skeleton--line skeleton--short" />
            </li>
          ))}
        </ul>
      ) : failed && !images ? (
        <StatePanel
          headingLevel={2}
          tone="error"
          title="Failed to fetch user images"
          description="Please try again later."
        />
      ) : !images || images.length === 0 ? (
        <StatePanel
          headingLevel={2}
          title="No public creations"
          description="This user hasn't shared any public content yet."
        />
      ) : (
        <ul className="image-grid">
          {images.map((image) => (
            <li key={image.id} className="image-tile" data-testid="creation">
              <SafeImage src={image.thumbnailUrl ?? image.imageUrl} alt={image.title} className="image-tile__img" />
              <p className="image-tile__title">{image.title}</p>
              <p className="image-tile__type">{contentTypeLabel(image.contentType)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
