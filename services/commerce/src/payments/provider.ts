/**
 * The one interface commerce pays through. Two real implementations: the sandbox (offline default,
 * Stripe's test cards, intents kept in commerce's database) and Stripe (the `stripe` SDK). Commerce
 * never trusts the browser about a payment: it asks the provider.
 */

export type ProviderKind = 'sandbox' | 'stripe';

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

/** A payment (or setup) intent as commerce needs it. */
export interface ProviderIntent {
  id: string;
  kind: 'payment' | 'setup';
  status: PaymentIntentStatus;
  /** For a payment: what it is for; what was received once it succeeded. 0 for a setup. */
  amountCents: number;
  currency: string;
  clientSecret: string | null;
  metadata: Record<string, string>;
}

export interface PaymentSetupInfo {
  provider: ProviderKind;
  publishableKey: string | null;
  testMode: boolean;
}

export interface NewPaymentIntent {
  amountCents: number;
  currency: 'usd';
  /** The same key answers the same intent (retries and races create one payment). */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** What the browser confirms to start a plan. */
export interface PlanCheckout {
  /** The provider's customer and subscription (Stripe), null in the sandbox. */
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  intentId: string;
  intentKind: 'payment' | 'setup';
  /** Null when the provider gave none (the upgrade page then says 'No client secret received from server'). */
  clientSecret: string | null;
}

export interface NewPlan {
  userId: string;
  email: string | null;
  /** The provider's customer from an earlier plan, reused. */
  providerCustomerId: string | null;
  priceCents: number;
  trialDays: number;
  idempotencyKey: string;
}

/** The provider's word on a plan after the browser confirmed: whether it is paid (or set up) and until when. */
export interface PlanConfirmation {
  confirmed: boolean;
  /** Stripe's period end; null when commerce bills (the sandbox) and sets the period itself. */
  currentPeriodEnd: Date | null;
  /** Sandbox: the card on file fails later charges (test card 0341). */
  renewalsFail: boolean;
}

export interface PlanRef {
  userId: string;
  providerSubscriptionId: string | null;
  intentId: string | null;
}

export interface PaymentProvider {
  readonly kind: ProviderKind;
  /** True when commerce itself runs renewals on its clock (the sandbox); Stripe bills on its own. */
  readonly billsRenewals: boolean;
  paymentSetup(): PaymentSetupInfo;
  createPaymentIntent(intent: NewPaymentIntent): Promise<ProviderIntent>;
  /** Null when the provider does not know the id. */
  retrievePaymentIntent(id: string): Promise<ProviderIntent | null>;
  /** Starts a plan: a first payment, or a card setup when nothing is due now (a trial). */
  createPlan(plan: NewPlan): Promise<PlanCheckout>;
  confirmPlan(plan: PlanRef): Promise<PlanConfirmation>;
  /**
   * A checkout that pays what is overdue on a past_due plan (Stripe: the open invoice of the same
   * subscription, never a second subscription).
   */
  settleOverduePlan(plan: PlanRef & { priceCents: number; idempotencyKey: string }): Promise<PlanCheckout>;
  cancelPlanAtPeriodEnd(plan: PlanRef): Promise<void>;
  /** Ends the plan now (a past_due plan cancelled by its owner). */
  cancelPlanNow(plan: PlanRef): Promise<void>;
  /** Undoes a cancel at period end (the user subscribes again before the period ended). */
  resumePlan(plan: PlanRef): Promise<void>;
  /** Sandbox only (billsRenewals): charges a renewal with the card on file; true when it was paid. */
  chargeRenewal(plan: PlanRef & { amountCents: number; renewalsFail: boolean; periodKey: string }): Promise<boolean>;
}
