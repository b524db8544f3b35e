import {
  Topics,
  eventsFor,
  type AggregateStore,
  type CloudEvent,
  type GenerationRequestedV1,
  type Logger,
} from '@faithcraft/lib';
import type { ImageDoc } from '../data/image-model.js';
import { imageGenerated, imageGenerationFailed } from '../events/image-events.js';
import { isContentType, makeThumbnail } from '../render/index.js';
import { imageKey, thumbnailKey, type ObjectStore } from '../storage/object-store.js';
import { GenerationError, type ImageProvider, type ProviderResult } from './providers.js';

export const GENERIC_FAILURE = "We couldn't create this image. Please try again.";
const MAX_ATTEMPTS = 3;

export interface WorkerDeps {
  images: AggregateStore<ImageDoc>;
  store: ObjectStore;
  provider: ImageProvider;
  log: Logger;
  /** Test seam for the crash test: runs after the provider, before the file is stored. */
  afterProvider?: () => void;
}

/**
 * Makes the image of one GenerationRequested job. Idempotent: a job for an unknown image (another
 * stack sharing Kafka) or one already finished is skipped, and every state change reads the image
 * under its lock and writes only while it is still pending, so a redelivered job never emits
 * ImageGenerated twice (an update filter is no compare-and-set on FerretDB).
 */
export class GenerationWorker {
  constructor(private readonly deps: WorkerDeps) {}

  async handle(event: CloudEvent): Promise<'applied' | 'ignored'> {
    if (event.type !== 'GenerationRequested.v1') return 'ignored';
    const { imageId } = (event as GenerationRequestedV1).data;
    const image = await this.deps.images.findById(imageId);
    if (!image || image.status !== 'pending') return 'ignored';
    if (image.attempts >= MAX_ATTEMPTS || !isContentType(image.contentType)) {
      await this.fail(image._id, GENERIC_FAILURE);
      return 'applied';
    }
    const start = await this.deps.images.update(image._id, (current) =>
      current.status === 'pending' ? { update: { $set: { startedAt: new Date() }, $inc: { attempts: 1 } } } : null,
    );
    if (!start?.after) return 'ignored';
    const started = Date.now();
    let result: ProviderResult;
    try {
      result = await this.deps.provider.generate({
        contentType: image.contentType,
        prompt: image.prompt,
        title: image.title,
        category: image.category,
        style: image.style,
        seed: image._id,
      });
    } catch (err) {
      this.deps.log.warn({ err, imageId }, 'image provider failed');
      await this.fail(image._id, err instanceof GenerationError || isUserFacing(err) ? err.message : GENERIC_FAILURE);
      return 'applied';
    }
    this.deps.afterProvider?.();

    const keys = {
      storageKey: imageKey(image.ownerId, image._id),
      thumbnailKey: thumbnailKey(image.ownerId, image._id),
    };
    const thumb = await makeThumbnail(result.png);
    // Storage errors propagate: the job's offset is not committed and Kafka redelivers it.
    await this.deps.store.put(keys.storageKey, result.png, 'image/png');
    await this.deps.store.put(keys.thumbnailKey, thumb, 'image/jpeg');

    const at = new Date();
    const done = await this.deps.images.update(image._id, (current) =>
      current.status === 'pending'
        ? {
            update: {
              $set: {
                status: 'completed',
                ...keys,
                provider: this.deps.provider.name,
                sourceUrl: result.sourceUrl,
                completedAt: at,
                failureReason: null,
              },
            },
            events: eventsFor(
              Topics.content,
              imageGenerated(current, this.deps.provider.name, Date.now() - started, at),
            ),
          }
        : null,
    );
    if (done?.after) {
      this.deps.log.info({ imageId, ms: Date.now() - started }, 'image generated');
    }
    return 'applied';
  }

  private async fail(imageId: string, reason: string): Promise<void> {
    await this.deps.images.update(imageId, (current) =>
      current.status === 'pending'
        ? {
            update: { $set: { status: 'failed', failureReason: reason, failedAt: new Date() } },
            events: eventsFor(Topics.content, imageGenerationFailed(current, reason)),
          }
        : null,
    );
  }
}

function isUserFacing(err: unknown): err is Error {
  return err instanceof Error && err.name === 'RemoteImageError';
}
