import type { ImageOffer } from '../purchases/offer-client.js';

/** The texts a buyer sees when a purchase is refused (the REST facade answers them as `{ message }`). */
export const PURCHASE_MESSAGES = {
  notFound: 'Image not found',
  ownImage: 'You cannot purchase your own image',
  notPublic: 'This image is not available for purchase',
  notForSale: 'This image is not for sale',
  notReady: 'This image is not ready yet',
  alreadyOwned: 'You already own this image',
  notStarted: 'No purchase was started for this image',
  notPaid: 'Payment has not been completed',
  priceChanged: 'The price of this image has changed. Please purchase it again.',
} as const;

export type PurchaseRefusal = { refused: true; message: string; code: 'NOT_FOUND' | 'FORBIDDEN' | 'BAD_USER_INPUT' };

/** Whether `buyerId` may buy the image on these terms; null when they may. */
export function purchaseRefusal(offer: ImageOffer | null, buyerId: string): PurchaseRefusal | null {
  if (!offer) return { refused: true, message: PURCHASE_MESSAGES.notFound, code: 'NOT_FOUND' };
  if (offer.ownerId === buyerId) return { refused: true, message: PURCHASE_MESSAGES.ownImage, code: 'FORBIDDEN' };
  if (!offer.isPublic) return { refused: true, message: PURCHASE_MESSAGES.notPublic, code: 'FORBIDDEN' };
  if (!offer.isForSale) return { refused: true, message: PURCHASE_MESSAGES.notForSale, code: 'FORBIDDEN' };
  if (offer.generationStatus !== 'completed')
    return { refused: true, message: PURCHASE_MESSAGES.notReady, code: 'BAD_USER_INPUT' };
  return null;
}

/** Between 1 and 200 purchases per page; 100 when not given. */
export const purchaseListLimit = (limit: number | null | undefined): number => Math.min(200, Math.max(1, limit ?? 100));
