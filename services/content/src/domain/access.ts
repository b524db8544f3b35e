import type { Identity } from '@faithcraft/lib';

export interface AccessImage {
  ownerId: string;
  status: string;
  isPublic: boolean;
  isForSale: boolean;
  priceCents: number;
}

/** Public completed images for anyone; any image for its owner, a buyer or an admin. */
export function canView(image: AccessImage, viewer: Identity | null, bought: boolean): boolean {
  if (image.isPublic && image.status === 'completed') return true;
  return canDownload(image, viewer, bought);
}

/** Files of an image: the owner, a buyer, an admin, or anyone signed in when it is published for free. */
export function canDownload(image: AccessImage, viewer: Identity | null, bought: boolean): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin' || viewer.userId === image.ownerId || bought) return true;
  return image.isPublic && image.status === 'completed' && image.priceCents === 0;
}
