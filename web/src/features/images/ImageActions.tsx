import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { Button } from '@faithcraft/ui';
import { useState } from 'react';
import { HeartIcon } from 'lucide-react';
import { PublishDialog } from './PublishDialog';
import { DOWNLOAD_FORMATS } from './download';
import { formatPrice } from './format';
import { PurchaseDialog } from './PurchaseDialog';
import { useFavoriteToggle, useImageDownload, usePublishToggle } from './useImageActions';
import { usePurchase } from './usePurchase';

type Image = ImageCard_ImageFragment;

export function FavoriteButton({ image }: { image: Pick<Image, 'id' | 'isFavorite'> }) {
  const { toggle, pending } = useFavoriteToggle(image);
  return (
    <button
      type="button"
      className={`favorite-button${image.isFavorite ? ' favorite-button--on' : ''}`}
      aria-pressed={image.isFavorite}
      aria-label="Favorite"
      disabled={pending}
      onClick={() => void toggle()}
      data-testid="favorite-button"
    >
      <HeartIcon size={20} />
      <span aria-hidden="true">{image.isFavorite ? 'Favorited' : 'Favorite'}</span>
    </button>
  );
}

/** Owner: Unpublish at once; Publish asks for the price first (Free or $0.99–$49.99). */
export function PublishButton({ image }: { image: Image }) {
  const { publish, unpublish, pending } = usePublishToggle(image);
  const [choosing, setChoosing] = useState(false);
  if (image.isPublic) {
    return (
      <Button variant="secondary" pending={pending} onClick={() => void unpublish()}>
        Unpublish
      </Button>
    );
  }
  return (
    <>
      <Button onClick={() => setChoosing(true)}>Publish</Button>
      <PublishDialog
        open={choosing}
        onClose={() => setChoosing(false)}
        pending={pending}
        onPublish={async (priceCents) => {
          if (await publish(priceCents)) setChoosing(false);
        }}
      />
    </>
  );
}

export function DownloadButtons({ image }: { image: Image }) {
  const { download, pendingFormat } = useImageDownload(image);
  return (
    <div className="download-buttons" role="group" aria-label="Download">
      {DOWNLOAD_FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="sm"
          pending={pendingFormat === format}
          disabled={pendingFormat !== null}
          onClick={() => void download(format)}
          aria-label={`Download ${format.toUpperCase()}`}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </div>
  );
}

/**
 * What a non-owner can do with an image for sale: Purchase (or Add to Library when it is free),
 * and once bought, Purchase Complete. The payment dialog opens from here.
 */
export function PurchaseButton({
  image,
  signedIn,
  size = 'lg',
}: {
  image: Image;
  signedIn: boolean;
  size?: 'sm' | 'lg';
}) {
  const purchase = usePurchase(image, signedIn);
  if (image.isPurchased) {
    return (
      <span className="status-badge status-badge--owned purchase-complete" data-testid="purchase-complete">
        {image.priceCents === 0 ? 'In Your Library' : 'Purchase Complete'}
      </span>
    );
  }
  const free = image.priceCents === 0;
  return (
    <>
      <Button size={size} pending={purchase.starting} onClick={() => void purchase.start()}>
        {free ? 'Add to Library' : `Purchase ${formatPrice(image.priceCents)}`}
      </Button>
      {purchase.clientSecret && (
        <PurchaseDialog
          image={image}
          clientSecret={purchase.clientSecret}
          onClose={purchase.closeCheckout}
          onConfirmed={purchase.complete}
          onPaymentError={purchase.paymentFailed}
        />
      )}
    </>
  );
}
