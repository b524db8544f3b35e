import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { Button } from '@faithcraft/ui';
import { useState } from 'react';
import { HeartIcon } from 'lucide-react';
import { PublishDialog } from './PublishDialog';
import { DOWNLOAD_FORMATS } from './download';
import { formatPrice } from './format';
import { useFavoriteToggle, useImageDownload, usePublishToggle, usePurchase } from './useImageActions';

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

export function PurchaseButton({ image, signedIn }: { image: Image; signedIn: boolean }) {
  const { purchase, pending } = usePurchase(image, signedIn);
  return (
    <Button size="lg" pending={pending} onClick={() => void purchase()}>
      Purchase {formatPrice(image.priceCents)}
    </Button>
  );
}
