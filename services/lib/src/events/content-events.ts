import { z } from 'zod';
import type { CloudEvent } from './envelope.js';
import { DOWNLOAD_FORMATS, contentTypeSchema, isoUtcTime, nonEmptyId } from './vocabulary.js';

/** Events of the Image aggregate, published by the content subgraph on Topics.content. */
export const imageRef = z.object({
  imageId: nonEmptyId(),
  ownerId: nonEmptyId(),
  contentType: contentTypeSchema,
  category: z.string().min(1),
});
export type ImageRef = z.infer<typeof imageRef>;

export const imageGeneratedV1 = imageRef.extend({
  title: z.string(),
  provider: z.string().min(1),
  durationMs: z.number().int().nonnegative(),
  generatedAt: isoUtcTime(),
});
/** The image is made and stored; the owner is charged one free generation (users consumes this). */
export type ImageGeneratedV1 = CloudEvent<'ImageGenerated.v1', z.infer<typeof imageGeneratedV1>>;

export const imageGenerationFailedV1 = imageRef.extend({ reason: z.string() });
/** The generation ended without an image; the owner's held generation is released. */
export type ImageGenerationFailedV1 = CloudEvent<'ImageGenerationFailed.v1', z.infer<typeof imageGenerationFailedV1>>;

export const imageVisibilityChangedV1 = imageRef.extend({
  title: z.string(),
  isPublic: z.boolean(),
  isForSale: z.boolean(),
  priceCents: z.number().int().nonnegative(),
  currency: z.literal('usd'),
});
export type ImageVisibilityChangedV1 = CloudEvent<
  'ImageVisibilityChanged.v1',
  z.infer<typeof imageVisibilityChangedV1>
>;

export const imageDownloadedV1 = imageRef.extend({
  downloadId: nonEmptyId(),
  userId: nonEmptyId(),
  format: z.enum(DOWNLOAD_FORMATS),
  downloadedAt: isoUtcTime(),
});
export type ImageDownloadedV1 = CloudEvent<'ImageDownloaded.v1', z.infer<typeof imageDownloadedV1>>;

export const imageRatedV1 = imageRef.extend({
  ratingId: nonEmptyId(),
  userId: nonEmptyId(),
  stars: z.number().int().min(1).max(5),
  /** The image's figures after this rating. */
  ratingCount: z.number().int().positive(),
  ratingAverage: z.number().min(1).max(5),
  ratedAt: isoUtcTime(),
});
/** A buyer rated an image (once per buyer); the figures are the image's after the rating. */
export type ImageRatedV1 = CloudEvent<'ImageRated.v1', z.infer<typeof imageRatedV1>>;

export const marketplaceSearchedV1 = z.object({
  searchId: nonEmptyId(),
  /** Trimmed; '' when the search box was empty (a browse with filters only). */
  term: z.string(),
  category: z.string().nullable(),
  contentType: contentTypeSchema.nullable(),
  style: z.string().nullable(),
  resultCount: z.number().int().nonnegative(),
  /** Null for signed-out visitors. */
  userId: z.string().min(1).nullable(),
  searchedAt: isoUtcTime(),
});
/** A marketplace search was answered (the admin's search analytics). */
export type MarketplaceSearchedV1 = CloudEvent<'MarketplaceSearched.v1', z.infer<typeof marketplaceSearchedV1>>;

export type ContentEvent =
  | ImageGeneratedV1
  | ImageGenerationFailedV1
  | ImageVisibilityChangedV1
  | ImageDownloadedV1
  | ImageRatedV1
  | MarketplaceSearchedV1;

export const generationRequestedV1 = imageRef.extend({
  prompt: z.string().min(1),
  style: z.string().min(1),
  requestedAt: isoUtcTime(),
});
/** Work item on Topics.generationJobs (keyed by image id); the worker makes the image. */
export type GenerationRequestedV1 = CloudEvent<'GenerationRequested.v1', z.infer<typeof generationRequestedV1>>;
