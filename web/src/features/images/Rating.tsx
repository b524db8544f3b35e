import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { messageFromError, useToast } from '@faithcraft/ui';
import { StarIcon } from 'lucide-react';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { useUnauthorizedRedirect } from '../../lib/useUnauthorizedRedirect';
import { RateImageMutation } from './documents';

const STARS = [1, 2, 3, 4, 5] as const;

/** "★ 4.5 (12)" on a card; nothing until someone rated it. */
export function RatingSummary({ image }: { image: Pick<ImageCard_ImageFragment, 'ratingAverage' | 'ratingCount'> }) {
  if (image.ratingAverage == null || image.ratingCount === 0) return null;
  const average = image.ratingAverage.toFixed(1);
  const buyers = `${image.ratingCount} ${image.ratingCount === 1 ? 'rating' : 'ratings'}`;
  return (
    <span className="rating-summary" aria-label={`Rated ${average} out of 5 (${buyers})`} data-testid="rating-summary">
      <StarIcon size={13} aria-hidden="true" fill="currentColor" />
      <span aria-hidden="true">
        {average} ({image.ratingCount})
      </span>
    </span>
  );
}

/** A buyer rates what they bought, once (1–5 stars); afterwards their stars are shown. */
export function RateImage({ image }: { image: Pick<ImageCard_ImageFragment, 'id' | 'myRating'> }) {
  const toast = useToast();
  const handleUnauthorized = useUnauthorizedRedirect();
  const [rate, { loading }] = useMutation(RateImageMutation);
  const [hovered, setHovered] = useState(0);

  if (image.myRating != null) {
    return (
      <p className="rate-image" data-testid="my-rating">
        Your rating: <Stars filled={image.myRating} /> <span className="visually-hidden">{image.myRating} of 5</span>
      </p>
    );
  }

  async function submit(stars: number) {
    try {
      await rate({ variables: { imageId: image.id, stars } });
      toast({ variant: 'success', title: 'Thanks for rating!', description: `You gave it ${stars} of 5 stars.` });
    } catch (error) {
      if (!handleUnauthorized(error)) {
        toast({
          variant: 'error',
          title: 'Rating Failed',
          description: messageFromError(error, 'Failed to save your rating'),
        });
      }
    }
  }

  return (
    <div className="rate-image" role="group" aria-label="Rate this content" onMouseLeave={() => setHovered(0)}>
      <span className="rate-image__label">Rate it:</span>
      {STARS.map((stars) => (
        <button
          key={stars}
          type="button"
          className={`star-button${stars <= hovered ? ' star-button--on' : ''}`}
          aria-label={`${stars} ${stars === 1 ? 'star' : 'stars'}`}
          disabled={loading}
          onMouseEnter={() => setHovered(stars)}
          onFocus={() => setHovered(stars)}
          onBlur={() => setHovered(0)}
          onClick={() => void submit(stars)}
        >
          <StarIcon size={20} aria-hidden="true" fill={stars <= hovered ? 'currentColor' : 'none'} />
        </button>
      ))}
    </div>
  );
}

function Stars({ filled }: { filled: number }) {
  return (
    <span className="rating-stars" aria-hidden="true">
      {STARS.map((stars) => (
        <StarIcon key={stars} size={16} fill={stars <= filled ? 'currentColor' : 'none'} />
      ))}
    </span>
  );
}
