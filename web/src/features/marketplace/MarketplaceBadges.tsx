import type { ReactNode } from 'react';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { formatPrice } from '../images/format';
import { RatingSummary } from '../images/Rating';

/** A marketplace card's price ("Free" for 0, else the spec's "$2.99") and buyers' rating. */
export function marketplaceBadges(image: ImageCard_ImageFragment): ReactNode {
  return (
    <>
      {image.isForSale && (
        <span className="status-badge status-badge--price" data-testid="card-price">
          {image.priceCents === 0 ? 'Free' : formatPrice(image.priceCents)}
        </span>
      )}
      <RatingSummary image={image} />
    </>
  );
}
