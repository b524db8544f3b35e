import type { CloudEvent } from './envelope.js';

/** Events of the Image aggregate, published by the content subgraph on Topics.content. */
export interface ImageRef {
  imageId: string;
  ownerId: string;
  contentType: string;
  category: string;
}

/** The image is made and stored; the owner is charged one free generation (users consumes this). */
export type ImageGeneratedV1 = CloudEvent<
  'ImageGenerated.v1',
  ImageRef & { title: string; provider: string; durationMs: number; generatedAt: string }
>;

/** The generation ended without an image; the owner's held generation is released. */
export type ImageGenerationFailedV1 = CloudEvent<'ImageGenerationFailed.v1', ImageRef & { reason: string }>;

export type ImageVisibilityChangedV1 = CloudEvent<
  'ImageVisibilityChanged.v1',
  ImageRef & { title: string; isPublic: boolean; isForSale: boolean; priceCents: number; currency: 'usd' }
>;

export type ImageDownloadedV1 = CloudEvent<
  'ImageDownloaded.v1',
  ImageRef & { downloadId: string; userId: string; format: 'png' | 'jpg' | 'pdf'; downloadedAt: string }
>;

export type ContentEvent = ImageGeneratedV1 | ImageGenerationFailedV1 | ImageVisibilityChangedV1 | ImageDownloadedV1;

/** Work item on Topics.generationJobs (keyed by image id); the worker makes the image. */
export type GenerationRequestedV1 = CloudEvent<
  'GenerationRequested.v1',
  ImageRef & { prompt: string; style: string; requestedAt: string }
>;
