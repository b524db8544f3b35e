import Stripe from 'stripe';
import { testSettings, unique, waitFor } from '../../../test/support/kit';
import { startCommerce, startOfferServer, type OfferServer, type TestCommerce } from './support/harness';

const WEBHOOK_SECRET = 'whsec_int_test_0123456789abcdef';
const signer = new Stripe('sk_test_123');

const MINE = `{ mySubscription { status currentPeriodEnd cancelAtPeriodEnd } }`;
const START_PLAN = `mutation { startSubscription { status clientSecret setupIntent } }`;
const START_PURCHASE = `mutation ($imageId: ID!) { startPurchase(imageId: $imageId) { purchase { id status } } }`;
const PURCHASES = `{ myPurchases { id status amountCents } }`;

type Plan = { status: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean };

/** A Stripe event as Stripe sends it (only the fields commerce reads are filled in). */
function stripeEvent(type: string, created: number, object: Record<string, unknown>) {
  return {
    id: unique('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** Fixed delivery orders (a test that passes or fails the same way every run): `[2, 0, 1]` sends the third first. */
const inOrder = <T>(items: T[], order: number[]): T[] => order.map((i) => items[i]!);

describe('Stripe webhooks: verified, deduplicated by event id, harmless out of order', () => {
  let offers: OfferServer;
  let commerce: TestCommerce;

  beforeAll(async () => {
    offers = await startOfferServer();
    commerce = await startCommerce(offers.url, {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_API_URL: testSettings().stripeUrl,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await commerce?.stop();
    await offers?.close();
  });

  const deliver = (payload: string, header?: string) =>
    fetch(`${commerce.baseUrl}/webhooks/stripe`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': header ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
  const mine = async (user: string) =>
    (await commerce.gql<{ mySubscription: Plan | null }>(MINE, {}, user)).data!.mySubscription;

  /** A user with a started Stripe plan; answers its Stripe subscription id (from stripe-mock). */
  async function startedPlan(user: string): Promise<string> {
    const started = await commerce.gql(START_PLAN, {}, user);
    expect(started.errors).toBeUndefined();
    const plan = await commerce.service.stores.subscriptions.findById(user);
    return plan!.providerSubscriptionId!;
  }

  it('a plan follows invoice.paid, payment_failed and subscription.updated once, whatever the order and replays', async () => {
    const user = unique('user');
    const subscriptionId = await startedPlan(user);
    expect((await mine(user))!.status).toBe('INACTIVE');
    const t0 = Math.floor(Date.now() / 1000) - 100;
    const periodEnd = t0 + 30 * 86_400;
    const invoice = (extra: object = {}) => ({
      id: unique('in'),
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
      lines: { object: 'list', data: [{ period: { start: t0, end: periodEnd } }] },
      ...extra,
    });
    const events = [
      stripeEvent('invoice.payment_failed', t0, invoice()),
      stripeEvent('invoice.paid', t0 + 10, invoice()),
      stripeEvent('customer.subscription.updated', t0 + 20, {
        id: subscriptionId,
        object: 'subscription',
        status: 'active',
        cancel_at_period_end: true,
        metadata: { userId: user },
        items: { object: 'list', data: [{ current_period_end: periodEnd }] },
      }),
    ].map((e) => JSON.stringify(e));

    // Newest first: the failed payment arrives last, after the paid invoice it must not undo.
    for (const payload of inOrder(events, [2, 1, 0])) expect((await deliver(payload)).status).toBe(200);
    const expected = {
      status: 'ACTIVE',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: new Date(periodEnd * 1000).toISOString(),
    };
    expect(await mine(user)).toEqual(expected);
    const published = await waitFor(async () => {
      const found = await commerce.events(user);
      return found.length > 0 && found;
    });
    await new Promise((r) => setTimeout(r, 1000));
    const before = (await commerce.events(user)).length;
    expect(before).toBeGreaterThanOrEqual(published.length);

    // Replayed twice more, in two other orders: nothing changes, nothing more is published.
    for (const payload of [...inOrder(events, [1, 2, 0]), ...inOrder(events, [0, 2, 1])])
      expect((await deliver(payload)).status).toBe(200);
    expect(await mine(user)).toEqual(expected);
    await new Promise((r) => setTimeout(r, 1000));
    expect((await commerce.events(user)).length).toBe(before);
    const last = (await commerce.events(user)).at(-1)!;
    expect(last.data).toMatchObject({ subscriptionStatus: 'active', endsAt: expected.currentPeriodEnd });

    // A deletion ends the plan.
    const deleted = stripeEvent('customer.subscription.deleted', t0 + 30, {
      id: subscriptionId,
      object: 'subscription',
      status: 'canceled',
      cancel_at_period_end: false,
      metadata: { userId: user },
      items: { object: 'list', data: [{ current_period_end: periodEnd }] },
    });
    expect((await deliver(JSON.stringify(deleted))).status).toBe(200);
    expect((await mine(user))!.status).toBe('INACTIVE');
  });

  it('refuses a tampered body, a stale signature and a missing one, changing nothing', async () => {
    const user = unique('user');
    const subscriptionId = await startedPlan(user);
    const paid = JSON.stringify(
      stripeEvent('invoice.paid', Math.floor(Date.now() / 1000), {
        id: unique('in'),
        object: 'invoice',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: {} } },
        lines: { object: 'list', data: [{ period: { start: 0, end: Math.floor(Date.now() / 1000) + 86_400 } }] },
      }),
    );
    const header = signer.webhooks.generateTestHeaderString({ payload: paid, secret: WEBHOOK_SECRET });
    const tampered = paid.replace('"invoice.paid"', '"invoice.paid" ');
    const stale = signer.webhooks.generateTestHeaderString({
      payload: paid,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const wrongSecret = signer.webhooks.generateTestHeaderString({ payload: paid, secret: 'whsec_someone_else' });
    for (const [payload, h] of [
      [tampered, header],
      [paid, stale],
      [paid, wrongSecret],
      [paid, ''],
    ] as const) {
      const res = await deliver(payload, h);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Invalid webhook signature' });
    }
    expect((await mine(user))!.status).toBe('INACTIVE');
    expect((await deliver(paid, header)).status).toBe(200);
    expect((await mine(user))!.status).toBe('ACTIVE');
  });

  it('payment_intent.succeeded completes the purchase it paid for, once, however often it arrives', async () => {
    const buyer = unique('buyer');
    const { imageId } = offers.add(unique('seller'), 299);
    const started = await commerce.gql<{ startPurchase: { purchase: { id: string } } }>(
      START_PURCHASE,
      { imageId },
      buyer,
    );
    const purchaseId = started.data!.startPurchase.purchase.id;
    const succeeded = JSON.stringify(
      stripeEvent('payment_intent.succeeded', Math.floor(Date.now() / 1000), {
        id: unique('pi'),
        object: 'payment_intent',
        status: 'succeeded',
        amount: 299,
        amount_received: 299,
        currency: 'usd',
        client_secret: null,
        metadata: { purpose: 'purchase', purchaseId, buyerId: buyer, imageId },
      }),
    );
    await Promise.all([deliver(succeeded), deliver(succeeded), deliver(succeeded)]);
    const purchases = (await commerce.gql<{ myPurchases: unknown[] }>(PURCHASES, {}, buyer)).data!.myPurchases;
    expect(purchases).toEqual([{ id: purchaseId, status: 'COMPLETED', amountCents: 299 }]);
    await waitFor(async () => (await commerce.events(purchaseId)).length > 0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await commerce.events(purchaseId)).toHaveLength(1);
  });
});
