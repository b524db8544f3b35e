import OpenAI from 'openai';
import { overlayText, renderBuiltIn, type RenderRequest } from '../render/index.js';
import { fetchRemoteImage } from '../storage/safe-fetch.js';

/** What a provider hands back: the finished PNG, and the provider's URL when it gave one (it can expire). */
export interface ProviderResult {
  png: Buffer;
  sourceUrl: string | null;
}

export interface ImageProvider {
  readonly name: string;
  generate(req: RenderRequest): Promise<ProviderResult>;
}

/** A failure whose message can be shown to the user as it is. */
export class GenerationError extends Error {
  override name = 'GenerationError';
}

/** The offline default: the render module lays out printable content for every content type. */
export class BuiltInProvider implements ImageProvider {
  readonly name = 'builtin';
  async generate(req: RenderRequest): Promise<ProviderResult> {
    const { png } = await renderBuiltIn(req);
    return { png, sourceUrl: null };
  }
}

export interface OpenAIProviderOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  allowPrivateUrls: boolean;
  timeoutMs?: number;
}

const ART_DIRECTION: Record<string, string> = {
  coloring: 'black and white line art for a children’s coloring page, thick clean outlines, no shading, no text',
  flashcards: 'simple friendly illustration for a flashcard, plain background, no text',
  worksheet: 'small friendly spot illustration for a printable worksheet, no text',
};

/**
 * OpenAI's image models (or any compatible server) paint the art; the words on the page are laid
 * out by the render module, so they are always spelled right.
 */
export class OpenAIProvider implements ImageProvider {
  readonly name = 'openai';
  private readonly client: OpenAI;

  constructor(private readonly opts: OpenAIProviderOptions) {
    this.client = new OpenAI({
      apiKey: opts.apiKey,
      baseURL: opts.baseURL || undefined,
      timeout: opts.timeoutMs ?? 120_000,
      maxRetries: 1,
    });
  }

  async generate(req: RenderRequest): Promise<ProviderResult> {
    const direction =
      ART_DIRECTION[req.contentType] ?? 'warm, gentle illustration for Latter-day Saint families, no text';
    let result: OpenAI.Images.ImagesResponse;
    try {
      result = await this.client.images.generate({
        model: this.opts.model,
        prompt: `${req.prompt}. Style: ${req.style}. ${direction}.`,
        n: 1,
        size: '1024x1536',
      });
    } catch (err) {
      throw new GenerationError(providerMessage(err));
    }
    const first = result.data?.[0];
    let art: Buffer;
    let sourceUrl: string | null = null;
    if (first?.b64_json) art = Buffer.from(first.b64_json, 'base64');
    else if (first?.url) {
      // Provider URLs expire within hours: copy the bytes now, in the same job.
      sourceUrl = first.url;
      art = (await fetchRemoteImage(first.url, { allowPrivate: this.opts.allowPrivateUrls, timeoutMs: 60_000 })).body;
    } else throw new GenerationError('The image service returned no image. Please try again.');
    const { png } = await overlayText(art, req);
    return { png, sourceUrl };
  }
}

function providerMessage(err: unknown): string {
  if (err instanceof OpenAI.APIError && err.status === 400) {
    return 'The image service could not create this image. Please try a different description.';
  }
  return 'The image service is unavailable right now. Please try again.';
}
