import {
  contentTypeSchema,
  createEvent,
  type GenerationRequestedV1,
  type ImageDownloadedV1,
  type ImageGeneratedV1,
  type ImageGenerationFailedV1,
  type ImageRatedV1,
  type ImageRef,
  type ImageVisibilityChangedV1,
  type MarketplaceSearchedV1,
} from '@faithcraft/lib';
import type { DownloadFormat } from '../data/download-model.js';
import type { ImageDoc } from '../data/image-model.js';
import type { SearchDoc } from '../data/search-model.js';

export const SOURCE = '/faithcraft/content';

type ImageFacts = Pick<ImageDoc, '_id' | 'ownerId' | 'contentType' | 'category'>;

const ref = (image: ImageFacts): ImageRef => ({
  imageId: image._id,
  ownerId: image.ownerId,
  // Stored images were checked on creation; parsing keeps the event inside its contract regardless.
  contentType: contentTypeSchema.parse(image.contentType),
  category: image.category,
});

export function generationRequested(image: ImageFacts & Pick<ImageDoc, 'prompt' | 'style'>): GenerationRequestedV1 {
  return createEvent({
    source: SOURCE,
    type: 'GenerationRequested.v1',
    subject: image._id,
    data: { ...ref(image), prompt: image.prompt, style: image.style, requestedAt: new Date().toISOString() },
  });
}

export function imageGenerated(
  image: ImageFacts & Pick<ImageDoc, 'title'>,
  provider: string,
  durationMs: number,
  at: Date,
): ImageGeneratedV1 {
  return createEvent({
    source: SOURCE,
    type: 'ImageGenerated.v1',
    subject: image._id,
    time: at,
    data: { ...ref(image), title: image.title, provider, durationMs, generatedAt: at.toISOString() },
  });
}

export function imageGenerationFailed(image: ImageFacts, reason: string): ImageGenerationFailedV1 {
  return createEvent({
    source: SOURCE,
    type: 'ImageGenerationFailed.v1',
    subject: image._id,
    data: { ...ref(image), reason },
  });
}

export function imageVisibilityChanged(
  image: ImageFacts & Pick<ImageDoc, 'title' | 'isPublic' | 'isForSale' | 'priceCents'>,
): ImageVisibilityChangedV1 {
  return createEvent({
    source: SOURCE,
    type: 'ImageVisibilityChanged.v1',
    subject: image._id,
    data: {
      ...ref(image),
      title: image.title,
      isPublic: image.isPublic,
      isForSale: image.isForSale,
      priceCents: image.priceCents,
      currency: 'usd',
    },
  });
}

export function imageDownloaded(
  image: ImageFacts,
  download: { id: string; userId: string; format: DownloadFormat; at: Date },
): ImageDownloadedV1 {
  return createEvent({
    source: SOURCE,
    type: 'ImageDownloaded.v1',
    subject: image._id,
    time: download.at,
    data: {
      ...ref(image),
      downloadId: download.id,
      userId: download.userId,
      format: download.format,
      downloadedAt: download.at.toISOString(),
    },
  });
}

export function imageRated(
  image: ImageFacts,
  rating: { ratingId: string; userId: string; stars: number; ratingCount: number; ratingAverage: number; at: Date },
): ImageRatedV1 {
  return createEvent({
    source: SOURCE,
    type: 'ImageRated.v1',
    subject: image._id,
    time: rating.at,
    data: {
      ...ref(image),
      ratingId: rating.ratingId,
      userId: rating.userId,
      stars: rating.stars,
      ratingCount: rating.ratingCount,
      ratingAverage: rating.ratingAverage,
      ratedAt: rating.at.toISOString(),
    },
  });
}

export function marketplaceSearched(search: SearchDoc): MarketplaceSearchedV1 {
  return createEvent({
    source: SOURCE,
    type: 'MarketplaceSearched.v1',
    subject: search._id,
    time: search.searchedAt,
    data: {
      searchId: search._id,
      term: search.term,
      category: search.category,
      contentType: search.contentType === null ? null : contentTypeSchema.parse(search.contentType),
      style: search.style,
      resultCount: search.resultCount,
      userId: search.userId,
      searchedAt: search.searchedAt.toISOString(),
    },
  });
}
