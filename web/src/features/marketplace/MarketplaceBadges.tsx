import type { ReactNode } from 'react';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { formatPrice } from '../images/format';

/** The price on a marketplace card: "Free" for price 0, else the spec's "$2.99". */
export function marketplaceBadges(image: ImageCard_ImageFragment): ReactNode {
  if (!image.isForSale) return null;
  return (
    <span className="status-badge status-badge--price" data-testid="card-price">
      {image.priceCents === 0 ? 'Free' : formatPrice(image.priceCents)}
    </span>
  );
}
