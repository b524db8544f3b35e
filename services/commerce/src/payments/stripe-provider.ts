import Stripe from 'stripe';
import type {
  NewPaymentIntent,
  NewPlan,
  PaymentIntentStatus,
  PaymentProvider,
  PaymentSetupInfo,
  PlanCheckout,
  PlanConfirmation,
  PlanRef,
  ProviderIntent,
} from './provider.js';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  /** An existing recurring Price for the plan; created once (idempotently) when empty. */
  familyPlanPriceId: string;
  /** Another API host (stripe-mock in tests): http://127.0.0.1:12111. */
  apiUrl: string;
}

/** Stripe's client, pointed at `apiUrl` when given (stripe-mock speaks plain HTTP). */
export function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'apiUrl'>): Stripe {
  if (!settings.apiUrl) return new Stripe(settings.secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const url = new URL(settings.apiUrl);
  return new Stripe(settings.secretKey, {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/**
 * Stripe: PaymentIntents for purchases, Stripe Billing for the Family Plan (a subscription created
 * `default_incomplete`; the browser confirms its first invoice's payment, or a SetupIntent when
 * nothing is due now). Every create carries an idempotency key. Renewals, failures and period ends
 * arrive as webhooks (see stripe-webhooks.ts), never from the browser.
 */
export class StripeProvider implements PaymentProvider {
  readonly kind = 'stripe' as const;
  readonly billsRenewals = false;
  private priceId: Promise<string> | null = null;

  constructor(
    private readonly stripe: Stripe,
    private readonly settings: StripeSettings,
    private readonly familyPlan: { priceCents: number },
  ) {}

  paymentSetup(): PaymentSetupInfo {
    return {
      provider: 'stripe',
      publishableKey: this.settings.publishableKey || null,
      testMode: this.settings.secretKey.startsWith('sk_test_') || this.settings.publishableKey.startsWith('pk_test_'),
    };
  }

  async createPaymentIntent(intent: NewPaymentIntent): Promise<ProviderIntent> {
    const created = await this.stripe.paymentIntents.create(
      {
        amount: intent.amountCents,
        currency: intent.currency,
        automatic_payment_methods: { enabled: true },
        metadata: intent.metadata,
      },
      { idempotencyKey: intent.idempotencyKey },
    );
    return paymentIntentView(created);
  }

  async retrievePaymentIntent(intentId: string): Promise<ProviderIntent | null> {
    try {
      return paymentIntentView(await this.stripe.paymentIntents.retrieve(intentId));
    } catch (err) {
      if ((err as { statusCode?: number }).statusCode === 404) return null;
      throw err;
    }
  }

  async createPlan(plan: NewPlan): Promise<PlanCheckout> {
    const customer =
      plan.providerCustomerId ??
      (
        await this.stripe.customers.create(
          { ...(plan.email ? { email: plan.email } : {}), metadata: { userId: plan.userId } },
          { idempotencyKey: `customer:${plan.userId}` },
        )
      ).id;
    const subscription = await this.stripe.subscriptions.create(
      {
        customer,
        items: [{ price: await this.familyPlanPrice() }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        ...(plan.trialDays > 0 ? { trial_period_days: plan.trialDays } : {}),
        metadata: { userId: plan.userId },
        // Since API 2025-03-31 the first invoice's secret is `confirmation_secret` (no payment_intent expansion).
        expand: ['latest_invoice.confirmation_secret', 'pending_setup_intent'],
      },
      { idempotencyKey: plan.idempotencyKey },
    );
    const setup = typeof subscription.pending_setup_intent === 'object' ? subscription.pending_setup_intent : null;
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    if (setup) {
      return {
        providerCustomerId: customer,
        providerSubscriptionId: subscription.id,
        intentId: setup.id,
        intentKind: 'setup',
        clientSecret: setup.client_secret || null,
      };
    }
    return {
      providerCustomerId: customer,
      providerSubscriptionId: subscription.id,
      // The invoice stands for its payment: activation asks Stripe for the subscription's status.
      intentId: invoice?.id ?? subscription.id,
      intentKind: 'payment',
      clientSecret: invoice?.confirmation_secret?.client_secret || null,
    };
  }

  async confirmPlan(plan: PlanRef): Promise<PlanConfirmation> {
    if (!plan.providerSubscriptionId) return { confirmed: false, currentPeriodEnd: null, renewalsFail: false };
    const subscription = await this.stripe.subscriptions.retrieve(plan.providerSubscriptionId);
    return {
      confirmed: subscription.status === 'active' || subscription.status === 'trialing',
      currentPeriodEnd: subscriptionPeriodEnd(subscription),
      renewalsFail: false,
    };
  }

  async settleOverduePlan(plan: PlanRef & { priceCents: number; idempotencyKey: string }): Promise<PlanCheckout> {
    if (!plan.providerSubscriptionId) throw new Error('a past_due Stripe plan has a subscription');
    const subscription = await this.stripe.subscriptions.retrieve(plan.providerSubscriptionId, {
      expand: ['latest_invoice.confirmation_secret'],
    });
    const invoice = typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
    return {
      providerCustomerId: typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
      providerSubscriptionId: subscription.id,
      intentId: invoice?.id ?? subscription.id,
      intentKind: 'payment',
      clientSecret: invoice?.confirmation_secret?.client_secret || null,
    };
  }

  async cancelPlanNow(plan: PlanRef): Promise<void> {
    if (!plan.providerSubscriptionId) return;
    await this.stripe.subscriptions.cancel(plan.providerSubscriptionId);
  }

  async cancelPlanAtPeriodEnd(plan: PlanRef): Promise<void> {
    if (!plan.providerSubscriptionId) return;
    await this.stripe.subscriptions.update(
      plan.providerSubscriptionId,
      { cancel_at_period_end: true },
      { idempotencyKey: `cancel:${plan.providerSubscriptionId}` },
    );
  }

  async resumePlan(plan: PlanRef): Promise<void> {
    if (!plan.providerSubscriptionId) return;
    await this.stripe.subscriptions.update(plan.providerSubscriptionId, { cancel_at_period_end: false });
  }

  /** Stripe charges renewals itself (billsRenewals is false); commerce hears of them by webhook. */
  chargeRenewal(): Promise<boolean> {
    return Promise.reject(new Error('Stripe bills renewals itself; commerce follows invoice webhooks'));
  }

  /** The plan's monthly Price: the configured one, else one created once (same idempotency key every time). */
  private familyPlanPrice(): Promise<string> {
    if (this.settings.familyPlanPriceId) return Promise.resolve(this.settings.familyPlanPriceId);
    this.priceId ??= this.stripe.prices
      .create(
        {
          currency: 'usd',
          unit_amount: this.familyPlan.priceCents,
          recurring: { interval: 'month' },
          product_data: { name: 'FaithCraft Family Plan' },
          lookup_key: `family_plan_${this.familyPlan.priceCents}`,
        },
        { idempotencyKey: `family-plan-price:${this.familyPlan.priceCents}` },
      )
      .then((price) => price.id)
      .catch((err: unknown) => {
        this.priceId = null;
        throw err;
      });
    return this.priceId;
  }
}

/** The end of the subscription's current period (on its items since API 2025-03-31). */
export function subscriptionPeriodEnd(subscription: Stripe.Subscription): Date | null {
  const ends = subscription.items.data.map((item) => item.current_period_end).filter((n) => Number.isFinite(n));
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

export function paymentIntentView(pi: Stripe.PaymentIntent): ProviderIntent {
  return {
    id: pi.id,
    kind: 'payment',
    status: pi.status as PaymentIntentStatus,
    // What was actually received once it succeeded; the amount asked for before.
    amountCents: pi.status === 'succeeded' ? pi.amount_received : pi.amount,
    currency: pi.currency,
    clientSecret: pi.client_secret,
    metadata: { ...pi.metadata },
  };
}
