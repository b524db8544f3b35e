import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { messageFromError, useToast } from '@faithcraft/ui';
import { track } from '../../lib/analytics';
import { useGoToLogin, useUnauthorizedRedirect } from '../../lib/useUnauthorizedRedirect';
import { CompletePurchaseMutation, ImageAccessQuery, StartPurchaseMutation } from './documents';
import { DOWNLOAD_FORMATS, downloadErrorMessage, downloadImage } from './download';

type Image = Pick<ImageCard_ImageFragment, 'id' | 'title' | 'priceCents'>;

/** Access to a bought image reaches content through an event; this is how long we wait for it. */
const ACCESS_WAIT_MS = 90_000;
const ACCESS_POLL_MS = 500;

/** True once content lets the viewer download `imageId` (false when that takes too long). */
async function waitForAccess(client: ApolloClient, imageId: string): Promise<boolean> {
  const deadline = Date.now() + ACCESS_WAIT_MS;
  for (;;) {
    try {
      const { data } = await client.query({
        query: ImageAccessQuery,
        variables: { id: imageId },
        // Not cached: a "not yet" must not overwrite the Purchase Complete the card already shows.
        fetchPolicy: 'no-cache',
      });
      if (data?.image?.isPurchased) return true;
    } catch {
      // A failed read is retried like a "not yet" until the deadline.
    }
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => window.setTimeout(resolve, ACCESS_POLL_MS));
  }
}

/**
 * Buying another creator's image (spec 000 §4 Purchase): start → a client secret and the payment
 * dialog → the provider confirms the card → completePurchase (the server checks the payment and
 * its own price) → 'Purchase Successful' and the PNG, JPG and PDF download. A free image (price 0)
 * is added to the library at once. Signed-out visitors get 'Login Required' and go to sign in.
 */
export function usePurchase(image: Image, signedIn: boolean) {
  const toast = useToast();
  const client = useApolloClient();
  const handleUnauthorized = useUnauthorizedRedirect();
  const goToLogin = useGoToLogin();
  const [startPurchase, { loading: starting }] = useMutation(StartPurchaseMutation);
  const [completePurchase] = useMutation(CompletePurchaseMutation);
  const [clientSecret, setClientSecret] = useState<string | null>(null);

  /** Content's isPurchased follows the purchase event; the card shows the fact at once. */
  function markPurchased() {
    client.cache.modify({
      id: client.cache.identify({ __typename: 'Image', id: image.id }),
      fields: { isPurchased: () => true },
    });
  }

  async function start() {
    if (!signedIn) {
      goToLogin({ variant: 'error', title: 'Login Required', description: 'Please log in to purchase content' });
      return;
    }
    try {
      const { data } = await startPurchase({ variables: { imageId: image.id } });
      const started = data?.startPurchase;
      if (started?.clientSecret) {
        setClientSecret(started.clientSecret);
      } else if (started?.purchase.status === 'COMPLETED') {
        markPurchased();
        toast({
          variant: 'success',
          title: 'Added to Your Library',
          description: 'You now have access to this content!',
        });
      } else {
        throw new Error('Failed to initiate purchase');
      }
    } catch (error) {
      if (!handleUnauthorized(error)) {
        toast({
          variant: 'error',
          title: 'Purchase Failed',
          description: messageFromError(error, 'Failed to initiate purchase'),
        });
      }
    }
  }

  /** After the provider confirmed the card: completes the purchase and downloads the files. */
  async function complete() {
    try {
      const { data } = await completePurchase({ variables: { imageId: image.id } });
      const purchase = data?.completePurchase;
      if (purchase?.status !== 'COMPLETED') throw new Error('Failed to complete purchase');
      setClientSecret(null);
      markPurchased();
      track('purchase', {
        event_category: 'marketplace',
        transaction_id: purchase.id,
        // Integer cents, like every amount the product records (spec 000 §9's upgrade value 999).
        value: purchase.amountCents,
        currency: purchase.currency.toUpperCase(),
      });
      toast({ variant: 'success', title: 'Purchase Successful', description: 'You now have access to this content!' });
    } catch (error) {
      if (!handleUnauthorized(error)) {
        toast({
          variant: 'error',
          title: 'Purchase Failed',
          description: messageFromError(error, 'Failed to complete purchase'),
        });
      }
      return;
    }
    await downloadAll();
  }

  async function downloadAll() {
    try {
      if (!(await waitForAccess(client, image.id))) throw new Error('Failed to download image');
      for (const format of DOWNLOAD_FORMATS) await downloadImage(image.id, format, image.title);
      toast({ variant: 'success', title: 'Download Complete', description: 'PNG, JPG and PDF saved.' });
    } catch (error) {
      toast({ variant: 'error', title: 'Download Failed', description: downloadErrorMessage(error) });
    }
  }

  function paymentFailed(message: string) {
    toast({ variant: 'error', title: 'Payment Failed', description: message });
  }

  return {
    start,
    starting,
    /** Set while the payment dialog is open. */
    clientSecret,
    closeCheckout: () => setClientSecret(null),
    complete,
    paymentFailed,
  };
}
