import { useState } from 'react';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { SafeImage } from '../../components/ui/SafeImage';
import { ImageStatusArt } from './ImageStatusArt';

type Image = Pick<
  ImageCard_ImageFragment,
  'title' | 'generationStatus' | 'failureReason' | 'imageUrl' | 'thumbnailUrl' | 'isExpired'
>;

/**
 * The large picture in the preview. When the stored file is gone (marked expired, or the URL fails
 * to load) a placeholder shows with a note that the image URL has expired (spec 000 §2).
 */
export function PreviewImage({ image }: { image: Image }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (image.generationStatus !== 'completed') {
    return (
      <div className="preview-image">
        <ImageStatusArt image={image} />
      </div>
    );
  }
  const url = image.imageUrl;
  const expired = image.isExpired || !url || failedUrl === url;
  return (
    <div className="preview-image">
      {expired ? (
        <>
          <SafeImage src={null} alt="" className="preview-image__img" />
          <p className="preview-image__expired" role="status">
            The image URL has expired, so this image can no longer be shown.
          </p>
        </>
      ) : (
        <img src={url} alt={image.title} className="preview-image__img" onError={() => setFailedUrl(url)} />
      )}
    </div>
  );
}
