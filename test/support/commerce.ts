// Commerce flows through the public API (the REST facade), as the browser's sandbox card form
// makes them: start, confirm the card the way Stripe.js does, complete or activate.
import type { ApiClient } from './http';
import { image, type ImageJson } from './seed';

export const TEST_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
export const DECLINED_CARD = { ...TEST_CARD, number: '4000 0000 0000 0002' };

export interface SandboxAnswer {
  status: 'succeeded' | 'requires_payment_method' | 'requires_action';
  error?: { message: string };
}

/** A completed image of `owner`, published for sale at `price` dollars (0: free). */
export async function imageForSale(owner: ApiClient, price = 2.99): Promise<ImageJson> {
  const made = await image(owner);
  const res = await owner.request('PATCH', `/api/images/${made.id}/publish`, {
    isPublic: true,
    isForSale: true,
    price,
  });
  if (res.status !== 200) throw new Error(`publish answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as ImageJson;
}

/** POST /api/payments/sandbox/confirm with a card. */
export async function confirmCard(client: ApiClient, clientSecret: string, card = TEST_CARD): Promise<SandboxAnswer> {
  const res = await client.request('POST', '/api/payments/sandbox/confirm', { clientSecret, card });
  if (res.status !== 200) throw new Error(`sandbox confirm answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as SandboxAnswer;
}

/** Starts a purchase and pays it with `card`; answers the client secret and the card's answer. */
export async function payForImage(buyer: ApiClient, imageId: string, card = TEST_CARD) {
  const res = await buyer.request('POST', '/api/purchase-image', { imageId });
  if (res.status !== 200) throw new Error(`purchase-image answered ${res.status}: ${await res.text()}`);
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  return { clientSecret, answer: await confirmCard(buyer, clientSecret, card) };
}

/** A bought image: paid with 4242 and completed. */
export async function purchase(buyer: ApiClient, imageId: string): Promise<Record<string, unknown>> {
  await payForImage(buyer, imageId);
  const res = await buyer.request('POST', '/api/complete-purchase', { imageId });
  if (res.status !== 200) throw new Error(`complete-purchase answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** The Family Plan, paid with `card` and activated. */
export async function subscribe(client: ApiClient, card = TEST_CARD): Promise<Response> {
  const res = await client.request('POST', '/api/get-or-create-subscription');
  if (res.status !== 200) throw new Error(`get-or-create-subscription answered ${res.status}: ${await res.text()}`);
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  await confirmCard(client, clientSecret, card);
  return client.request('POST', '/api/activate-subscription');
}

/** Moves the sandbox test clock (commerce runs what fell due before answering). */
export async function advanceClock(client: ApiClient, days: number): Promise<string> {
  const res = await client.request('POST', '/api/payments/sandbox/clock/advance', { days });
  if (res.status !== 200) throw new Error(`clock advance answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { now: string }).now;
}
