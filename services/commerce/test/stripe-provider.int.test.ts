import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentProvider } from '../src/payments/provider';
import { StripeProvider, stripeClient } from '../src/payments/stripe-provider';
import { testSettings, unique } from '../../../test/support/kit';

// stripe-mock (started by the infra scripts) validates every request against Stripe's OpenAPI
// spec and answers a fixture: it checks the provider's request shapes, not Stripe's state.

interface Recorded {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  body: string;
}

/** A pass-through proxy in front of stripe-mock that records what the SDK sent (headers and form body). */
async function recordingProxy(target: string): Promise<{ url: string; requests: Recorded[]; server: Server }> {
  const requests: Recorded[] = [];
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({
        method: req.method ?? '',
        path: req.url ?? '',
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
        body: decodeURIComponent(body.toString()),
      });
      const forward = httpRequest(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}

describe("the Stripe provider's requests, accepted by stripe-mock", () => {
  let proxy: Awaited<ReturnType<typeof recordingProxy>>;
  let provider: StripeProvider;
  const sent = (path: string) => proxy.requests.filter((r) => r.method === 'POST' && r.path.startsWith(path));

  beforeAll(async () => {
    proxy = await recordingProxy(testSettings().stripeUrl);
    const settings = {
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      familyPlanPriceId: '',
      apiUrl: proxy.url,
    };
    provider = new StripeProvider(stripeClient(settings), settings, { priceCents: 999 });
  });
  afterAll(() => new Promise<void>((resolve) => proxy.server.close(() => resolve())));

  it('says test mode for test keys and hands out the publishable key', () => {
    expect(provider.paymentSetup()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_123', testMode: true });
  });

  it('creates and retrieves a purchase PaymentIntent with an idempotency key', async () => {
    const key = unique('purchase');
    const created = await provider.createPaymentIntent({
      amountCents: 299,
      currency: 'usd',
      idempotencyKey: key,
      metadata: { purpose: 'purchase', purchaseId: 'buyer:image', buyerId: 'buyer', imageId: 'image' },
    });
    expect(created.id).toMatch(/^pi_/);
    expect(created.kind).toBe('payment');
    const retrieved = await provider.retrievePaymentIntent(created.id);
    expect(retrieved?.id).toBe(created.id);
    const [request] = sent('/v1/payment_intents');
    expect(request!.idempotencyKey).toBe(key);
    expect(request!.body).toContain('amount=299');
    expect(request!.body).toContain('metadata[purchaseId]=buyer:image');
  });

  it('starts a Billing subscription default_incomplete with the invoice confirmation secret expanded', async () => {
    const userId = unique('user');
    const key = unique('plan');
    const checkout = await provider.createPlan({
      userId,
      email: 'ruth@example.com',
      providerCustomerId: null,
      priceCents: 999,
      trialDays: 0,
      idempotencyKey: key,
    });
    expect(sent('/v1/customers').at(-1)!.idempotencyKey).toBe(`customer:${userId}`);
    expect(sent('/v1/prices').at(-1)).toMatchObject({ idempotencyKey: 'family-plan-price:999' });
    expect(sent('/v1/prices').at(-1)!.body).toContain('recurring[interval]=month');
    const subscription = sent('/v1/subscriptions').at(-1)!;
    expect(subscription.idempotencyKey).toBe(key);
    expect(subscription.body).toContain('payment_behavior=default_incomplete');
    expect(subscription.body).toContain('expand[0]=latest_invoice.confirmation_secret');
    expect(subscription.body).toContain('expand[1]=pending_setup_intent');
    expect(checkout.providerCustomerId).toMatch(/^cus_/);
    expect(checkout.providerSubscriptionId).toMatch(/^sub_/);
    expect(['payment', 'setup']).toContain(checkout.intentKind);
    const ref = { userId: 'u', providerSubscriptionId: checkout.providerSubscriptionId, intentId: checkout.intentId };
    const confirmation = await provider.confirmPlan(ref);
    expect(typeof confirmation.confirmed).toBe('boolean');
    await provider.cancelPlanAtPeriodEnd(ref);
    await provider.resumePlan(ref);
  });

  it('pays a past_due plan through its open invoice, and cancels a plan at once', async () => {
    const ref = { userId: 'u', providerSubscriptionId: 'sub_past_due', intentId: null };
    const checkout = await provider.settleOverduePlan({ ...ref, priceCents: 999, idempotencyKey: unique('plan') });
    expect(checkout.providerSubscriptionId).toMatch(/^sub_/);
    expect(checkout.intentKind).toBe('payment');
    await provider.cancelPlanNow(ref);
  });

  it('starts a trial plan (nothing due now) on an existing customer', async () => {
    const checkout = await provider.createPlan({
      userId: unique('user'),
      email: null,
      providerCustomerId: 'cus_existing',
      priceCents: 999,
      trialDays: 7,
      idempotencyKey: unique('plan'),
    });
    expect(checkout.providerCustomerId).toBe('cus_existing');
  });

  it('refuses the renewal call: Stripe bills renewals itself', async () => {
    await expect(
      (provider as PaymentProvider).chargeRenewal({
        userId: 'u',
        providerSubscriptionId: null,
        intentId: null,
        amountCents: 999,
        renewalsFail: false,
        periodKey: 'p',
      }),
    ).rejects.toThrow('Stripe bills renewals itself');
  });
});
