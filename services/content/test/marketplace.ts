// Marketplace fixtures for the content integration tests: finished images written through the
// store (as the generation worker leaves them), published by their owner through the API, and the
// marketplace read back through GraphQL.
import { Topics, createEvent, type PurchaseCompletedV1 } from '@faithcraft/lib';
import { testKafka, unique, waitFor } from '../../../test/support/kit';
import type { ImageDoc } from '../src/data/image-model';
import { caller, type user, type Service } from './support';

export type Who = ReturnType<typeof user>;

export interface Card {
  id: string;
  title: string;
  category: string;
  contentType: string;
  style: string;
  priceCents: number;
  ratingAverage: number | null;
  ratingCount: number;
  isPurchased: boolean;
  myRating: number | null;
  imageUrl: string | null;
}

export interface Page {
  items: Card[];
  total: number;
  page: number;
  hasMore: boolean;
  facets: {
    categories: { category: string; count: number }[];
    contentTypes: { contentType: string; count: number }[];
    styles: { style: string; count: number }[];
  };
}

const CARD = `id title category contentType style priceCents ratingAverage ratingCount isPurchased myRating imageUrl`;
const PUBLIC_IMAGES = `query($i: PublicImagesInput) { publicImages(input: $i) { items { ${CARD} } total page hasMore
  facets { categories { category count } contentTypes { contentType count } styles { style count } } } }`;

/** A finished (completed, stored) private image of `owner`. */
export async function finishedImage(
  service: Service,
  owner: Who,
  fields: Partial<Pick<ImageDoc, 'title' | 'description' | 'prompt' | 'category' | 'contentType' | 'style'>> = {},
): Promise<ImageDoc> {
  const id = unique('img');
  const now = new Date();
  return service.models.images.create({
    _id: id,
    ownerId: owner.userId,
    title: fields.title ?? 'Untitled lesson',
    description: fields.description ?? null,
    prompt: fields.prompt ?? 'a lesson picture',
    category: fields.category ?? 'general',
    contentType: fields.contentType ?? 'coloring',
    style: fields.style ?? 'cartoon-gospel',
    status: 'completed',
    provider: 'builtin',
    storageKey: `images/${id}.png`,
    thumbnailKey: `images/${id}/thumb.jpg`,
    requestedAt: now,
    completedAt: now,
  });
}

export async function publish(service: Service, owner: Who, id: string, priceCents?: number): Promise<void> {
  const res = await caller(service, owner).graphql(
    `mutation($id: ID!, $p: Int) { setImageVisibility(id: $id, input: { isPublic: true, isForSale: true, priceCents: $p }) { id } }`,
    { id, p: priceCents ?? null },
  );
  expect(res.errors).toBeUndefined();
}

export async function unpublish(service: Service, owner: Who, id: string): Promise<void> {
  const res = await caller(service, owner).graphql(
    `mutation($id: ID!) { setImageVisibility(id: $id, input: { isPublic: false, isForSale: false }) { id } }`,
    { id },
  );
  expect(res.errors).toBeUndefined();
}

export async function marketplace(
  service: Service,
  input: Record<string, unknown> = {},
  viewer: Who | null = null,
): Promise<Page> {
  const res = await caller(service, viewer).graphql<{ publicImages: Page }>(PUBLIC_IMAGES, { i: input });
  if (res.errors) throw new Error(res.errors.map((e) => e.message).join('; '));
  return res.data!.publicImages;
}

/** Waits until the marketplace answer for `input` satisfies `ok` (the index refreshes every second). */
export function marketplaceUntil(
  service: Service,
  input: Record<string, unknown>,
  ok: (page: Page) => boolean,
  what: string,
  timeoutMs = 20_000,
): Promise<Page> {
  return waitFor(
    async () => {
      const page = await marketplace(service, input);
      return ok(page) ? page : undefined;
    },
    timeoutMs,
    what,
  );
}

/** Publishes a PurchaseCompleted.v1 the way commerce does. */
export async function purchased(imageId: string, buyer: Who, seller: Who, amountCents = 299): Promise<void> {
  const event: PurchaseCompletedV1 = createEvent({
    source: '/faithcraft/commerce',
    type: 'PurchaseCompleted.v1',
    subject: unique('purchase'),
    data: {
      purchaseId: unique('purchase'),
      imageId,
      buyerId: buyer.userId,
      sellerId: seller.userId,
      amountCents,
      currency: 'usd',
      completedAt: new Date().toISOString(),
    },
  });
  const producer = testKafka().producer();
  await producer.connect();
  await producer.send({ topic: Topics.commerce, messages: [{ key: event.subject, value: JSON.stringify(event) }] });
  await producer.disconnect();
}
