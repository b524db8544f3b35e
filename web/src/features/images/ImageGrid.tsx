import { useState, type ReactNode } from 'react';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { ImageCard } from './ImageCard';
import { ImagePreview } from './ImagePreview';

interface ImageGridProps {
  images: readonly ImageCard_ImageFragment[];
  viewerId: string | null;
  label: string;
  /** Called once when a pending image finishes or fails. */
  onSettled?: (status: string) => void;
}

/** A grid of image cards; clicking one opens its preview. */
export function ImageGrid({ images, viewerId, label, onSettled }: ImageGridProps) {
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
              badges={badgesFor(image)}
            />
          </li>
        ))}
      </ul>
      {open && <ImagePreview image={open} viewerId={viewerId} onClose={() => setOpenId(null)} />}
    </>
  );
}

function badgesFor(image: ImageCard_ImageFragment): ReactNode {
  if (!image.isPublic) return null;
  return <span className="status-badge status-badge--public">Public</span>;
}
