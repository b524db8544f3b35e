import type { ReactNode } from 'react';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { contentTypeLabel } from './contentTypes';
import { ImageStatusArt } from './ImageStatusArt';
import { usePendingImagePolling } from './usePendingImagePolling';
import '../../styles/images.css';

interface ImageCardProps {
  image: ImageCard_ImageFragment;
  onOpen: () => void;
  /** Called once when a pending image finishes or fails while the card is on screen. */
  onSettled?: (status: string) => void;
  /** Extra badges, e.g. Public or a price. */
  badges?: ReactNode;
  /** Controls of their own below the card's open button (a button cannot hold buttons). */
  actions?: ReactNode;
}

const STATUS_LABEL: Record<string, string> = { pending: 'Generating', failed: 'Failed' };

/** One image in a grid. The whole card is one button that opens the preview. */
export function ImageCard({ image, onOpen, onSettled, badges, actions }: ImageCardProps) {
  usePendingImagePolling(image, onSettled);
  const status = STATUS_LABEL[image.generationStatus] ?? 'Ready';

  return (
    <article className="image-card" data-testid="image-card" data-status={image.generationStatus} data-id={image.id}>
      <button type="button" className="image-card__open" onClick={onOpen} aria-label={`Open ${image.title}`}>
        <div className="image-card__media">
          <ImageStatusArt image={image} />
        </div>
        <div className="image-card__body">
          <h3 className="image-card__title">{image.title}</h3>
          <p className="image-card__meta">
            <span>{contentTypeLabel(image.contentType)}</span>
            <span className={`status-badge status-badge--${image.generationStatus}`}>{status}</span>
            {image.isFavorite && (
              <span className="status-badge status-badge--favorite" aria-label="Favorite">
                ♥
              </span>
            )}
            {badges}
          </p>
        </div>
      </button>
      {actions && <div className="image-card__actions">{actions}</div>}
    </article>
  );
}
