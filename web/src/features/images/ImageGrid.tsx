import { useState, type ReactNode } from 'react';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { ImageCard } from './ImageCard';
import { ImagePreview } from './ImagePreview';
import { RatingSummary } from './Rating';

interface ImageGridProps {
  images: readonly ImageCard_ImageFragment[];
  viewerId: string | null;
  label: string;
  /** Called once when a pending image finishes or fails. */
  onSettled?: (status: string) => void;
  /** The badges of a card; by default Public (owner's published images) and the rating. */
  badges?: (image: ImageCard_ImageFragment) => ReactNode;
  /** Controls under a card's title, outside its open button (e.g. Purchase). */
  cardActions?: (image: ImageCard_ImageFragment) => ReactNode;
}

/** A grid of image cards; clicking one opens its preview. */
export function ImageGrid({ images, viewerId, label, onSettled, badges = defaultBadges, cardActions }: ImageGridProps) {
  const [openId, setOpenId] = useState<string | null>(null);
  // Read the open image from the current list so it updates live (polling, publish, favourite).
  const open = openId ? images.find((image) => image.id === openId) : undefined;

  return (
    <>
      <ul className="image-grid" aria-label={label}>
        {images.map((image) => (
          <li key={image.id}>
            <ImageCard
              image={image}
              onOpen={() => setOpenId(image.id)}
              onSettled={onSettled}
              badges={badges(image)}
              actions={cardActions?.(image)}
            />
          </li>
        ))}
      </ul>
      {open && <ImagePreview image={open} viewerId={viewerId} onClose={() => setOpenId(null)} />}
    </>
  );
}

/** Public on the owner's published images, and the buyers' rating once someone rated it. */
function defaultBadges(image: ImageCard_ImageFragment): ReactNode {
  return (
    <>
      {image.isPublic && <span className="status-badge status-badge--public">Public</span>}
      <RatingSummary image={image} />
    </>
  );
}
