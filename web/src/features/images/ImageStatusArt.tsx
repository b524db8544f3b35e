import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { SafeImage } from '../../components/ui/SafeImage';
import { Spinner } from '@faithcraft/ui';

type Image = Pick<
  ImageCard_ImageFragment,
  'title' | 'generationStatus' | 'failureReason' | 'imageUrl' | 'thumbnailUrl' | 'isExpired'
>;

/**
 * The picture area of a card: a Generating spinner while pending, Failed (with the reason) when
 * generation failed, otherwise the thumbnail (or the placeholder when the file is gone).
 */
export function ImageStatusArt({ image }: { image: Image }) {
  if (image.generationStatus === 'pending') {
    return (
      <div className="image-status image-status--pending" data-testid="image-generating">
        <Spinner size="lg" label="Generating" showLabel />
        <span className="image-status__hint">About 30 seconds</span>
      </div>
    );
  }
  if (image.generationStatus === 'failed') {
    return (
      <div className="image-status image-status--failed" data-testid="image-failed">
        <span className="image-status__title">Failed</span>
        {image.failureReason && <span className="image-status__hint">{image.failureReason}</span>}
      </div>
    );
  }
  const src = image.isExpired ? null : (image.thumbnailUrl ?? image.imageUrl);
  return <SafeImage src={src} alt={image.title} className="image-status__img" />;
}
