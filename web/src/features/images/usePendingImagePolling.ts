import { useEffect, useRef } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { ImageStatusQuery } from './documents';

/** How often a pending image is re-read; generation takes about 30 seconds. */
export const PENDING_POLL_INTERVAL_MS = 1500;

/**
 * While an image is pending, re-reads it every 1.5 s. The answer lands in the normalized cache, so
 * every card, list and preview showing this image switches to the finished (or failed) state by
 * itself; polling stops as soon as the image is no longer pending. `onSettled` fires once when a
 * pending image completes or fails while on screen.
 */
export function usePendingImagePolling(
  image: Pick<ImageCard_ImageFragment, 'id' | 'generationStatus'>,
  onSettled?: (status: string) => void,
): void {
  const pending = image.generationStatus === 'pending';
  useQuery(
    ImageStatusQuery,
    pending
      ? { variables: { id: image.id }, pollInterval: PENDING_POLL_INTERVAL_MS, fetchPolicy: 'network-only' }
      : skipToken,
  );

  const previous = useRef(image.generationStatus);
  const settledCallback = useRef(onSettled);
  useEffect(() => {
    settledCallback.current = onSettled;
  });
  useEffect(() => {
    if (previous.current === 'pending' && image.generationStatus !== 'pending') {
      settledCallback.current?.(image.generationStatus);
    }
    previous.current = image.generationStatus;
  }, [image.generationStatus]);
}
