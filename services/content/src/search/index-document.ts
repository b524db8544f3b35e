import type { ImageDoc } from '../data/image-model.js';
import { ratingAverage } from '../library/ratings.js';

/**
 * The marketplace index's mapping. Searchable and sortable fields at the top; `card` holds the
 * rest of what a card needs, stored in the source but not indexed, so a results page is answered
 * from the index alone (no database read per image). `dynamic: strict`: a field that is not here
 * is a bug, not a new column. The minimal distribution has only the standard analyzer.
 */
export const IMAGE_INDEX_MAPPING = {
  dynamic: 'strict',
  properties: {
    id: { type: 'keyword' },
    ownerId: { type: 'keyword' },
    category: { type: 'keyword' },
    contentType: { type: 'keyword' },
    style: { type: 'keyword' },
    createdAt: { type: 'date' },
    title: { type: 'text' },
    description: { type: 'text' },
    prompt: { type: 'text' },
    priceCents: { type: 'integer' },
    isForSale: { type: 'boolean' },
    rating: { type: 'float' },
    ratingCount: { type: 'integer' },
    card: { type: 'object', enabled: false },
  },
} as const;

/** Bumped whenever the mapping or the document shape changes: a new index is built beside the old. */
export const MAPPING_VERSION = 1;

interface CardFields {
  storageKey: string | null;
  thumbnailKey: string | null;
  isExpired: boolean;
  downloadCount: number;
  ratingSum: number;
  provider: string | null;
}

export interface IndexedImage {
  id: string;
  ownerId: string;
  category: string;
  contentType: string;
  style: string;
  createdAt: string;
  title: string;
  description: string | null;
  prompt: string;
  priceCents: number;
  isForSale: boolean;
  /** The rating average, null when nobody rated. */
  rating: number | null;
  ratingCount: number;
  card: CardFields;
}

/** What the marketplace lists: public images whose generation finished. */
export const isListed = (image: Pick<ImageDoc, 'isPublic' | 'status'>): boolean =>
  image.isPublic && image.status === 'completed';

export function toIndexDocument(image: ImageDoc): IndexedImage {
  return {
    id: image._id,
    ownerId: image.ownerId,
    category: image.category,
    contentType: image.contentType,
    style: image.style,
    createdAt: image.createdAt.toISOString(),
    title: image.title,
    description: image.description ?? null,
    prompt: image.prompt,
    priceCents: image.priceCents,
    isForSale: image.isForSale,
    rating: ratingAverage(image),
    ratingCount: image.ratingCount ?? 0,
    card: {
      storageKey: image.storageKey ?? null,
      thumbnailKey: image.thumbnailKey ?? null,
      isExpired: image.isExpired ?? false,
      downloadCount: image.downloadCount ?? 0,
      ratingSum: image.ratingSum ?? 0,
      provider: image.provider ?? null,
    },
  };
}

/** The image as the resolvers read it, rebuilt from an index document (a listed image by definition). */
export function fromIndexDocument(doc: IndexedImage): ImageDoc {
  const createdAt = new Date(doc.createdAt);
  return {
    _id: doc.id,
    ownerId: doc.ownerId,
    title: doc.title,
    description: doc.description,
    category: doc.category as ImageDoc['category'],
    style: doc.style,
    contentType: doc.contentType as ImageDoc['contentType'],
    prompt: doc.prompt,
    status: 'completed',
    failureReason: null,
    provider: doc.card.provider,
    storageKey: doc.card.storageKey,
    thumbnailKey: doc.card.thumbnailKey,
    sourceUrl: null,
    isExpired: doc.card.isExpired,
    isPublic: true,
    isForSale: doc.isForSale,
    priceCents: doc.priceCents,
    downloadCount: doc.card.downloadCount,
    ratingCount: doc.ratingCount,
    ratingSum: doc.card.ratingSum,
    unlimited: false,
    attempts: 0,
    requestedAt: createdAt,
    startedAt: null,
    completedAt: null,
    failedAt: null,
    createdAt,
    updatedAt: createdAt,
  };
}
