import { randomUUID } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { Topics, eventsFor, type AggregateStore, type Identity, type Logger } from '@faithcraft/lib';
import type { ImageDoc } from '../data/image-model.js';
import { checkGenerationInput } from '../domain/generation-input.js';
import { generationRequested } from '../events/image-events.js';
import { titleFromPrompt } from '../render/index.js';
import type { AllowanceClient } from './allowance-client.js';
import type { SafetyCheck } from './safety.js';

const UNAVAILABLE = 'Generation is temporarily unavailable. Please try again in a moment.';

export interface GenerateRequest {
  prompt: string;
  contentType?: string | null;
  category?: string | null;
  style?: string | null;
}

/**
 * Starts a generation: validate, refuse unsafe descriptions (no charge), hold one free generation
 * at the users service, then store the pending image together with its job, all before answering.
 */
export class GenerationRequests {
  constructor(
    private readonly deps: {
      images: AggregateStore<ImageDoc>;
      allowance: AllowanceClient;
      safety: SafetyCheck;
      log: Logger;
    },
  ) {}

  async request(viewer: Identity, raw: GenerateRequest): Promise<ImageDoc> {
    const checked = checkGenerationInput(raw);
    if (!checked.ok) {
      throw new GraphQLError(checked.message, { extensions: { code: 'BAD_USER_INPUT', field: checked.field } });
    }
    const input = checked.value;

    const verdict = await this.deps.safety.check(input.prompt).catch((err: unknown) => {
      this.deps.log.error({ err }, 'content safety check failed');
      throw new GraphQLError(UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
    });
    if (!verdict.allowed) {
      throw new GraphQLError(verdict.message, { extensions: { code: 'BAD_USER_INPUT', field: 'prompt' } });
    }

    const imageId = randomUUID();
    const reservation = await this.deps.allowance.reserve(viewer.userId, imageId).catch((err: unknown) => {
      this.deps.log.error({ err }, 'generation allowance reservation failed');
      throw new GraphQLError(UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
    });
    if (!reservation.granted) {
      throw new GraphQLError(reservation.message, { extensions: { code: 'GENERATION_LIMIT_REACHED' } });
    }

    const now = new Date();
    const facts = {
      _id: imageId,
      ownerId: viewer.userId,
      contentType: input.contentType,
      category: input.category,
      prompt: input.prompt,
      style: input.style,
    };
    const fields = {
      ...facts,
      title: titleFromPrompt(input.prompt, input.contentType),
      description: input.prompt,
      status: 'pending' as const,
      unlimited: reservation.unlimited,
      requestedAt: now,
    };
    let image: ImageDoc;
    try {
      image = await this.deps.images.create(fields, eventsFor(Topics.generationJobs, generationRequested(facts)));
    } catch (err) {
      // The hold would otherwise wait for its expiry: give the generation back now.
      this.deps.log.error({ err, imageId }, 'pending image not stored; releasing the generation hold');
      if (!reservation.unlimited) {
        await this.deps.allowance.release(viewer.userId, imageId).catch((releaseErr: unknown) => {
          this.deps.log.warn({ err: releaseErr, imageId }, 'releasing the hold failed; it expires on its own');
        });
      }
      throw new GraphQLError(UNAVAILABLE, { extensions: { code: 'SERVICE_UNAVAILABLE' } });
    }
    this.deps.log.info({ imageId, contentType: input.contentType }, 'generation requested');
    return image;
  }
}
