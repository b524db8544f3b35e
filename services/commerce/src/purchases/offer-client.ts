import { GraphQLError } from 'graphql';
import { SERVICE_TOKEN_HEADER, signServiceToken } from '@faithcraft/lib';

/** Content's sale terms of an image (`GET /internal/images/:id/offer`, contract 3b). */
export interface ImageOffer {
  imageId: string;
  ownerId: string;
  title: string;
  isPublic: boolean;
  isForSale: boolean;
  priceCents: number;
  currency: 'usd';
  generationStatus: string;
}

/** Reads the server's price and the image's eligibility from content (never from the browser). */
export class OfferClient {
  constructor(private readonly opts: { contentInternalUrl: string; internalSecret: string; timeoutMs?: number }) {}

  /** Null when content does not know the image. */
  async offer(imageId: string): Promise<ImageOffer | null> {
    let res: Response;
    try {
      res = await fetch(`${this.opts.contentInternalUrl}/internal/images/${encodeURIComponent(imageId)}/offer`, {
        headers: { [SERVICE_TOKEN_HEADER]: signServiceToken('commerce', this.opts.internalSecret) },
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 5000),
      });
    } catch {
      throw unavailable();
    }
    if (res.status === 404) return null;
    if (!res.ok) throw unavailable();
    const body = (await res.json()) as Partial<ImageOffer>;
    if (typeof body.ownerId !== 'string' || typeof body.priceCents !== 'number' || !Number.isInteger(body.priceCents))
      throw unavailable();
    return {
      imageId: String(body.imageId ?? imageId),
      ownerId: body.ownerId,
      title: String(body.title ?? ''),
      isPublic: body.isPublic === true,
      isForSale: body.isForSale === true,
      priceCents: body.priceCents,
      currency: 'usd',
      generationStatus: String(body.generationStatus ?? ''),
    };
  }
}

// A coded error (not masked as an internal one) so the caller is told to retry.
function unavailable(): GraphQLError {
  return new GraphQLError('Service temporarily unavailable. Please try again.', {
    extensions: { code: 'SERVICE_UNAVAILABLE' },
  });
}
