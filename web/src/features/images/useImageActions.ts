import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { messageFromError, useToast } from '@faithcraft/ui';
import { track } from '../../lib/analytics';
import { contentTypeWireValue } from './contentTypes';
import { SetFavoriteMutation, SetImageVisibilityMutation } from './documents';
import { downloadErrorMessage, downloadImage, type DownloadFormat } from './download';
import { useUnauthorizedRedirect } from '../../lib/useUnauthorizedRedirect';

type Image = ImageCard_ImageFragment;

/**
 * Publish/unpublish for the owner: public and for sale at the price the owner chose (0 = free;
 * the price rules are content's), or private and not for sale. Resolves true when it worked.
 */
export function usePublishToggle(image: Image) {
  const toast = useToast();
  const handleUnauthorized = useUnauthorizedRedirect();
  const [setVisibility, { loading }] = useMutation(SetImageVisibilityMutation);

  async function setPublished(publish: boolean, priceCents?: number): Promise<boolean> {
    const input = publish
      ? { isPublic: true, isForSale: true, ...(priceCents === undefined ? {} : { priceCents }) }
      : { isPublic: false, isForSale: false };
    try {
      await setVisibility({ variables: { id: image.id, input } });
      toast({
        variant: 'success',
        title: 'Success',
        description: publish
          ? 'Your content is now public and for sale in the marketplace.'
          : 'Your content is now private.',
      });
      return true;
    } catch (error) {
      if (handleUnauthorized(error)) return false;
      toast({
        variant: 'error',
        title: 'Update Failed',
        description: messageFromError(error, 'Failed to update image status'),
      });
      return false;
    }
  }

  return {
    publish: (priceCents: number) => setPublished(true, priceCents),
    unpublish: () => setPublished(false),
    pending: loading,
  };
}

/** The heart button: answers at once (optimistic) and rolls back if the server says no. */
export function useFavoriteToggle(image: Pick<Image, 'id' | 'isFavorite'>) {
  const toast = useToast();
  const handleUnauthorized = useUnauthorizedRedirect();
  const [setFavorite, { loading }] = useMutation(SetFavoriteMutation);

  async function toggle() {
    const favorite = !image.isFavorite;
    try {
      await setFavorite({
        variables: { imageId: image.id, favorite },
        optimisticResponse: { setFavorite: { __typename: 'Image', id: image.id, isFavorite: favorite } },
      });
    } catch (error) {
      if (handleUnauthorized(error)) return;
      toast({
        variant: 'error',
        title: 'Update Failed',
        description: messageFromError(error, 'Failed to update favorites'),
      });
    }
  }

  return { toggle, pending: loading };
}

/** PNG/JPG/PDF downloads with the spec's toasts; remembers which format is in flight. */
export function useImageDownload(image: Pick<Image, 'id' | 'title' | 'contentType'>) {
  const toast = useToast();
  const handleUnauthorized = useUnauthorizedRedirect();
  const [pendingFormat, setPendingFormat] = useState<DownloadFormat | null>(null);

  async function download(format: DownloadFormat) {
    setPendingFormat(format);
    try {
      const fileName = await downloadImage(image.id, format, image.title);
      track('download', { content_type: contentTypeWireValue(image.contentType), format });
      toast({ variant: 'success', title: 'Download Complete', description: `Saved ${fileName}` });
    } catch (error) {
      if (!handleUnauthorized(error)) {
        toast({ variant: 'error', title: 'Download Failed', description: downloadErrorMessage(error) });
      }
    } finally {
      setPendingFormat(null);
    }
  }

  return { download, pendingFormat };
}
