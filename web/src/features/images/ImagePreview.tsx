import { Link } from 'react-router-dom';
import { Dialog } from '@faithcraft/ui';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { categoryLabel, categoryWireValue, contentTypeLabel, humanize } from './contentTypes';
import { formatDate, formatPrice } from './format';
import { DownloadButtons, FavoriteButton, PublishButton, PurchaseButton } from './ImageActions';
import { PreviewImage } from './PreviewImage';
import { RateImage, RatingSummary } from './Rating';

interface ImagePreviewProps {
  image: ImageCard_ImageFragment;
  /** The signed-in viewer's id, or null for visitors. */
  viewerId: string | null;
  onClose: () => void;
}

/**
 * The large preview of one image: picture, details, creator link, category and style chips, and
 * the actions the viewer may take (owner: publish, download; others: purchase when for sale).
 */
export function ImagePreview({ image, viewerId, onClose }: ImagePreviewProps) {
  const isOwner = viewerId !== null && viewerId === image.ownerId;
  const completed = image.generationStatus === 'completed';
  const creator = image.owner?.displayName || 'Anonymous Creator';

  return (
    <Dialog
      open
      title={image.title}
      onClose={onClose}
      size="lg"
      initialFocus="close"
      closeLabel="Close preview"
      testId="image-preview"
    >
      <div className="preview-layout">
        <PreviewImage image={image} />
        <div className="preview-details">
          {image.description && <p className="preview-details__description">{image.description}</p>}
          <p className="preview-details__creator">
            By <Link to={`/users/${encodeURIComponent(image.ownerId)}`}>{creator}</Link>
          </p>
          <ul className="chip-list" aria-label="Filters">
            <li>
              <Link
                className="chip"
                to={`/marketplace?category=${encodeURIComponent(categoryWireValue(image.category))}`}
              >
                {categoryLabel(image.category)}
              </Link>
            </li>
            <li>
              <Link className="chip" to={`/marketplace?style=${encodeURIComponent(image.style)}`}>
                {humanize(image.style)}
              </Link>
            </li>
          </ul>
          <dl className="preview-details__facts">
            <div>
              <dt>Content type</dt>
              <dd>{contentTypeLabel(image.contentType)}</dd>
            </div>
            <div>
              <dt>Created</dt>
              <dd>{formatDate(image.createdAt)}</dd>
            </div>
            <div>
              <dt>Downloads</dt>
              <dd>{image.downloadCount}</dd>
            </div>
            {isOwner && (
              <div>
                <dt>Visibility</dt>
                <dd>{image.isPublic ? 'Public' : 'Private'}</dd>
              </div>
            )}
            {image.isForSale && (
              <div>
                <dt>Price</dt>
                <dd>{image.priceCents === 0 ? 'Free' : formatPrice(image.priceCents)}</dd>
              </div>
            )}
            {image.ratingCount > 0 && (
              <div>
                <dt>Rating</dt>
                <dd>
                  <RatingSummary image={image} />
                </dd>
              </div>
            )}
          </dl>
          {image.prompt && (
            <details className="preview-details__prompt">
              <summary>Description used to create it</summary>
              <p>{image.prompt}</p>
            </details>
          )}
          <div className="preview-actions">
            {viewerId !== null && <FavoriteButton image={image} />}
            {isOwner && completed && <PublishButton image={image} />}
            {isOwner && completed && !image.isExpired && <DownloadButtons image={image} />}
            {!isOwner && (image.isForSale || image.isPurchased) && (
              <PurchaseButton image={image} signedIn={viewerId !== null} />
            )}
            {!isOwner && image.isPurchased && completed && !image.isExpired && <DownloadButtons image={image} />}
            {!isOwner && image.isPurchased && <RateImage image={image} />}
          </div>
        </div>
      </div>
    </Dialog>
  );
}
