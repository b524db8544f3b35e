// Test data made through the public API only, the way users make it, so a seeded fact passes the
// same rules and emits the same events as in production. Purchases join here with commerce.
import type { ApiClient } from './http';
import { waitFor } from './kit';

export { signUp as user } from './flow';

/** The image as the REST facade returns it (GET /api/images/my). */
export interface ImageJson {
  id: string;
  title: string;
  generationStatus: string;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  isPublic: boolean;
  isForSale: boolean;
  price: number;
  priceCents: number;
  ownerId: string;
}

export interface ImageRequest {
  prompt?: string;
  category?: string;
  contentType?: string;
  style?: string;
}

/** Starts a generation for `owner` (POST /api/generate-image) and returns the pending image. */
export async function pendingImage(owner: ApiClient, request: ImageRequest = {}): Promise<ImageJson> {
  const res = await owner.request('POST', '/api/generate-image', {
    prompt: 'Joseph Smith in the Sacred Grove',
    category: 'primary',
    contentType: 'coloring',
    style: 'cartoon-gospel',
    ...request,
  });
  if (res.status !== 201) throw new Error(`generate-image answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as ImageJson;
}

/** Waits until image `id` is completed in `owner`'s library and returns it as listed there. */
export function completedImage(owner: ApiClient, id: string, timeoutMs = 90_000): Promise<ImageJson> {
  return waitFor(
    async () => {
      const mine = (await (await owner.request('GET', '/api/images/my')).json()) as ImageJson[];
      const image = mine.find((i) => i.id === id);
      if (image?.generationStatus === 'failed') throw new Error(`generation of ${id} failed`);
      return image?.generationStatus === 'completed' ? image : undefined;
    },
    timeoutMs,
    `image ${id} completed in the library`,
  );
}

/** A generated, completed image of `owner`. */
export async function image(owner: ApiClient, request: ImageRequest = {}): Promise<ImageJson> {
  return completedImage(owner, (await pendingImage(owner, request)).id);
}
