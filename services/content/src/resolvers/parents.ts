import type { ImageDoc } from '../data/image-model.js';

/**
 * An image as resolvers pass it on. The viewer's marks (favourite, purchase, own rating) are filled
 * in for whole lists at once; when absent, the Image resolvers read them for that one image.
 */
export type ImageParent = ImageDoc & {
  viewerFavorite?: boolean;
  viewerPurchased?: boolean;
  viewerRating?: number | null;
};

/** A federated entity this subgraph only contributes fields to. */
export interface EntityRef {
  id: string;
}
