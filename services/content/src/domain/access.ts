import type { Identity } from '@faithcraft/lib';

export interface AccessImage {
  ownerId: string;
  status: string;
  isPublic: boolean;
  isForSale: boolean;
  priceCents: number;
}

/** What the viewer holds besides ownership: a purchase of this image, and the admin role (checked live). */
export interface ViewerGrants {
  bought: boolean;
  admin: boolean;
}

/** Public completed images for anyone; any image for its owner, a buyer or an admin. */
export function canView(image: AccessImage, viewer: Identity | null, grants: ViewerGrants): boolean {
  if (image.isPublic && image.status === 'completed') return true;
  return canDownload(image, viewer, grants);
}

/** Files of an image: the owner, a buyer, an admin, or anyone signed in when it is published for free. */
export function canDownload(image: AccessImage, viewer: Identity | null, grants: ViewerGrants): boolean {
  if (!viewer) return false;
  if (grants.admin || viewer.userId === image.ownerId || grants.bought) return true;
  return image.isPublic && image.status === 'completed' && image.priceCents === 0;
}
