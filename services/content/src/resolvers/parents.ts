import type { ImageDoc } from '../data/image-model.js';

/** An image as resolvers pass it on; `viewerFavorite` is filled in for whole lists in one query. */
export type ImageParent = ImageDoc & { viewerFavorite?: boolean };

/** A federated entity this subgraph only contributes fields to. */
export interface EntityRef {
  id: string;
}
