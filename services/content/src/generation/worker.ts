import { Topics, pushOutbox, type CloudEvent, type GenerationRequestedV1, type Logger } from '@faithcraft/lib';
import type { ImageDoc, ImageModel } from '../data/image-model.js';
import { imageGenerated, imageGenerationFailed } from '../events/image-events.js';
import { isContentType, makeThumbnail } from '../render/index.js';
import { imageKey, thumbnailKey, type ObjectStore } from '../storage/object-store.js';
import { GenerationError, type ImageProvider, type ProviderResult } from './providers.js';

export const GENERIC_FAILURE = "We couldn't create this image. Please try again.";
const MAX_ATTEMPTS = 3;

export interface WorkerDeps {
  images: ImageModel;
  store: ObjectStore;
  provider: ImageProvider;
  log: Logger;
  onEventsWritten: () => void;
  /** Test seam for the crash test: runs after the provider, before the file is stored. */
  afterProvider?: () => void;
}

/**
 * Makes the image of one GenerationRequested job. Idempotent: a job for an unknown image (another
 * stack sharing Kafka) or one already finished is skipped, and completion is a compare-and-set on
 * the pending state, so a redelivered job never emits ImageGenerated twice.
 */
export class GenerationWorker {
  constructor(private readonly deps: WorkerDeps) {}

  async handle(event: CloudEvent): Promise<'applied' | 'ignored'> {
    if (event.type !== 'GenerationRequested.v1') return 'ignored';
    const { imageId } = (event as GenerationRequestedV1).data;
    const image = await this.deps.images.findById(imageId).lean<ImageDoc>();
    if (!image || image.status !== 'pending') return 'ignored';
    if (image.attempts >= MAX_ATTEMPTS || !isContentType(image.contentType)) {
      await this.fail(image, GENERIC_FAILURE);
      return 'applied';
    }
    await this.deps.images.updateOne(
      { _id: image._id, status: 'pending' },
      { $set: { startedAt: new Date() }, $inc: { attempts: 1 } },
    );
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
      await this.fail(image, err instanceof GenerationError || isUserFacing(err) ? err.message : GENERIC_FAILURE);
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
    const done = await this.deps.images.updateOne(
      { _id: image._id, status: 'pending' },
      pushOutbox(Topics.content, [imageGenerated(image, this.deps.provider.name, Date.now() - started, at)], {
        status: 'completed',
        ...keys,
        provider: this.deps.provider.name,
        sourceUrl: result.sourceUrl,
        completedAt: at,
        failureReason: null,
      }),
    );
    if (done.modifiedCount === 1) {
      this.deps.onEventsWritten();
      this.deps.log.info({ imageId, ms: Date.now() - started }, 'image generated');
    }
    return 'applied';
  }

  private async fail(image: ImageDoc, reason: string): Promise<void> {
    const done = await this.deps.images.updateOne(
      { _id: image._id, status: 'pending' },
      pushOutbox(Topics.content, [imageGenerationFailed(image, reason)], {
        status: 'failed',
        failureReason: reason,
        failedAt: new Date(),
      }),
    );
    if (done.modifiedCount === 1) this.deps.onEventsWritten();
  }
}

function isUserFacing(err: unknown): err is Error {
  return err instanceof Error && err.name === 'RemoteImageError';
}
