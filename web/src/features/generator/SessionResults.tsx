import { useFragment } from '@apollo/client/react';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { ImageCardFragment } from '../images/documents';
import { ImageGrid } from '../images/ImageGrid';

interface SessionResultsProps {
  ids: readonly string[];
  viewerId: string;
  onSettled: (status: string) => void;
}

/**
 * The images started on this visit, read live from the cache: each card polls while pending, so
 * Generating turns into the finished image (or Failed with the reason) without a reload.
 */
export function SessionResults({ ids, viewerId, onSettled }: SessionResultsProps) {
  const { data } = useFragment({
    fragment: ImageCardFragment,
    fragmentName: 'ImageCard_image',
    from: ids.map((id) => ({ __typename: 'Image', id })),
  });
  const images = (data as ReadonlyArray<Partial<ImageCard_ImageFragment> | null>).filter(
    (image): image is ImageCard_ImageFragment => Boolean(image?.id && image.generationStatus),
  );
  if (images.length === 0) return null;

  return (
    <section className="session-results" aria-labelledby="session-results-title">
      <h2 id="session-results-title">Your new creations</h2>
      <ImageGrid images={images} viewerId={viewerId} label="Your new creations" onSettled={onSettled} />
    </section>
  );
}
