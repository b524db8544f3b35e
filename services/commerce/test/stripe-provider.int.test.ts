import type { PaymentProvider } from '../src/payments/provider';
import { StripeProvider, stripeClient } from '../src/payments/stripe-provider';
import { unique } from '../../../test/support/kit';

// stripe-mock (started by the infra scripts) validates every request against Stripe's OpenAPI
// spec and answers a fixture: it checks the provider's request shapes, not Stripe's state.
const STRIPE_MOCK_URL = `http://127.0.0.1:${process.env['STRIPE_MOCK_PORT'] ?? '12111'}`;

describe("the Stripe provider's requests, accepted by stripe-mock", () => {
  const settings = {
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    familyPlanPriceId: '',
    apiUrl: STRIPE_MOCK_URL,
  };
  const stripe = stripeClient(settings);
  const provider = new StripeProvider(stripe, settings, { priceCents: 999 });

  it('says test mode for test keys and hands out the publishable key', () => {
    expect(provider.paymentSetup()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_123', testMode: true });
  });

  it('creates and retrieves a purchase PaymentIntent with an idempotency key', async () => {
    const created = await provider.createPaymentIntent({
      amountCents: 299,
      currency: 'usd',
      idempotencyKey: unique('purchase'),
      metadata: { purpose: 'purchase', purchaseId: 'buyer:image', buyerId: 'buyer', imageId: 'image' },
    });
    expect(created.id).toMatch(/^pi_/);
    expect(created.kind).toBe('payment');
    const retrieved = await provider.retrievePaymentIntent(created.id);
    expect(retrieved?.id).toBe(created.id);
  });

  it('starts a Billing subscription default_incomplete with the invoice confirmation secret expanded', async () => {
    const checkout = await provider.createPlan({
      userId: unique('user'),
      email: 'ruth@example.com',
      providerCustomerId: null,
      priceCents: 999,
      trialDays: 0,
      idempotencyKey: unique('plan'),
    });
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
