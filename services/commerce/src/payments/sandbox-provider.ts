import { isDuplicateKey } from '@faithcraft/lib';
import { randomBytes } from 'node:crypto';
import type { AggregateStore } from '@faithcraft/lib';
import type { SandboxIntentDoc } from '../data/sandbox-intent-model.js';
import { CARD_MESSAGES, cardOutcome, lastFour, type CardInput } from '../domain/test-cards.js';
import type { CommerceClock } from './clock.js';
import type {
  NewPaymentIntent,
  NewPlan,
  PaymentProvider,
  PaymentSetupInfo,
  PlanCheckout,
  PlanConfirmation,
  PlanRef,
  ProviderIntent,
} from './provider.js';

/** What the sandbox card form receives, shaped like Stripe.js's confirm answers. */
export interface SandboxAnswer {
  status: 'succeeded' | 'requires_payment_method' | 'requires_action';
  error?: { message: string };
}

/** A client secret that does not name an intent, or an intent that cannot take this step. */
export class SandboxRefusal extends Error {
  override readonly name = 'SandboxRefusal';
}

/** 256 random bits, URL-safe: a secret nobody can guess from the intent id or another secret. */
const randomToken = (bytes: number): string => randomBytes(bytes).toString('base64url');

/**
 * The offline payment provider: intents live in commerce's database, cards follow Stripe's test
 * card table (domain/test-cards.ts), and commerce bills the plan's renewals itself on its clock.
 */
export class SandboxProvider implements PaymentProvider {
  readonly kind = 'sandbox' as const;
  readonly billsRenewals = true;

  constructor(
    private readonly intents: AggregateStore<SandboxIntentDoc>,
    private readonly clock: CommerceClock,
  ) {}

  paymentSetup(): PaymentSetupInfo {
    return { provider: 'sandbox', publishableKey: null, testMode: true };
  }

  createPaymentIntent(intent: NewPaymentIntent): Promise<ProviderIntent> {
    return this.createIntent('payment', intent.amountCents, intent.idempotencyKey, intent.metadata);
  }

  async retrievePaymentIntent(id: string): Promise<ProviderIntent | null> {
    const doc = await this.intents.findById(id);
    return doc ? view(doc) : null;
  }

  async createPlan(plan: NewPlan): Promise<PlanCheckout> {
    // A trial means nothing is due now: the card is set up (saved) instead of charged.
    const kind = plan.trialDays > 0 ? 'setup' : 'payment';
    const intent = await this.createIntent(kind, kind === 'setup' ? 0 : plan.priceCents, plan.idempotencyKey, {
      purpose: 'family_plan',
      userId: plan.userId,
    });
    return {
      providerCustomerId: null,
      providerSubscriptionId: null,
      intentId: intent.id,
      intentKind: kind,
      clientSecret: intent.clientSecret,
    };
  }

  async confirmPlan(plan: PlanRef): Promise<PlanConfirmation> {
    const intent = plan.intentId ? await this.intents.findById(plan.intentId) : null;
    return {
      confirmed: intent?.status === 'succeeded',
      currentPeriodEnd: null,
      renewalsFail: intent?.renewalsFail ?? false,
    };
  }

  async settleOverduePlan(plan: PlanRef & { priceCents: number; idempotencyKey: string }): Promise<PlanCheckout> {
    const intent = await this.createIntent('payment', plan.priceCents, plan.idempotencyKey, {
      purpose: 'family_plan',
      userId: plan.userId,
    });
    return {
      providerCustomerId: null,
      providerSubscriptionId: null,
      intentId: intent.id,
      intentKind: 'payment',
      clientSecret: intent.clientSecret,
    };
  }

  // Commerce keeps the sandbox plan's state itself: there is no provider-side subscription to change.
  async cancelPlanAtPeriodEnd(): Promise<void> {}
  async cancelPlanNow(): Promise<void> {}
  async resumePlan(): Promise<void> {}

  /** A renewal is an intent of its own (the invoice history), paid at once with the card on file. */
  async chargeRenewal(plan: PlanRef & { amountCents: number; renewalsFail: boolean; periodKey: string }) {
    const intent = await this.createIntent('payment', plan.amountCents, `renewal:${plan.userId}:${plan.periodKey}`, {
      purpose: 'family_plan_renewal',
      userId: plan.userId,
    });
    const outcome = await this.intents.update(intent.id, (doc) => {
      if (doc.status !== 'requires_payment_method' || doc.lastError) return { result: doc.status === 'succeeded' };
      const paid = !plan.renewalsFail;
      return {
        update: {
          $set: {
            status: paid ? 'succeeded' : 'requires_payment_method',
            lastError: paid ? null : CARD_MESSAGES.declined,
            renewalsFail: plan.renewalsFail,
            updatedAt: this.clock.now(),
          },
        },
        result: paid,
      };
    });
    return outcome?.result ?? false;
  }

  /** Stripe.js's confirmCardPayment / confirmCardSetup, played with the test card table. */
  async confirm(clientSecret: string, card: CardInput): Promise<SandboxAnswer> {
    const intent = await this.bySecret(clientSecret);
    const now = this.clock.now();
    const outcome = await this.intents.update<SandboxAnswer>(intent._id, (doc) => {
      if (doc.status === 'succeeded') return { result: { status: 'succeeded' } };
      if (doc.status === 'canceled') throw new SandboxRefusal('This payment can no longer be confirmed.');
      const played = cardOutcome(card, now);
      const card4 = { cardLast4: lastFour(card.number), updatedAt: now };
      switch (played.kind) {
        case 'succeeds':
          return {
            update: {
              $set: { ...card4, status: 'succeeded', renewalsFail: played.renewals === 'fail', lastError: null },
            },
            result: { status: 'succeeded' },
          };
        case 'requires_authentication':
          return {
            update: { $set: { ...card4, status: 'requires_action', renewalsFail: false, lastError: null } },
            result: { status: 'requires_action' },
          };
        case 'refused':
          return {
            update: { $set: { ...card4, status: 'requires_payment_method', lastError: played.message } },
            result: { status: 'requires_payment_method', error: { message: played.message } },
          };
      }
    });
    return outcome!.result!;
  }

  /** The authentication step of a card that asked for one (approved, or failed by the user). */
  async authenticate(clientSecret: string, approve: boolean): Promise<SandboxAnswer> {
    const intent = await this.bySecret(clientSecret);
    const outcome = await this.intents.update<SandboxAnswer>(intent._id, (doc) => {
      if (doc.status === 'succeeded') return { result: { status: 'succeeded' } };
      if (doc.status !== 'requires_action') throw new SandboxRefusal('This payment does not need authentication.');
      const updatedAt = this.clock.now();
      if (approve) return { update: { $set: { status: 'succeeded', updatedAt } }, result: { status: 'succeeded' } };
      const message = CARD_MESSAGES.authenticationFailed;
      return {
        update: { $set: { status: 'requires_payment_method', lastError: message, updatedAt } },
        result: { status: 'requires_payment_method', error: { message } },
      };
    });
    return outcome!.result!;
  }

  private async bySecret(clientSecret: string): Promise<SandboxIntentDoc> {
    const intent = clientSecret ? await this.intents.findOne({ clientSecret }) : null;
    if (!intent) throw new SandboxRefusal('No such payment: the client secret is not valid.');
    return intent;
  }

  private async createIntent(
    kind: 'payment' | 'setup',
    amountCents: number,
    idempotencyKey: string,
    metadata: Record<string, string>,
  ): Promise<ProviderIntent> {
    const id = `${kind === 'payment' ? 'pi' : 'seti'}_sbx_${randomToken(12)}`;
    const now = this.clock.now();
    try {
      return view(
        await this.intents.create({
          _id: id,
          kind,
          clientSecret: `${id}_secret_${randomToken(32)}`,
          idempotencyKey,
          amountCents,
          currency: 'usd',
          status: 'requires_payment_method',
          metadata,
          cardLast4: null,
          renewalsFail: false,
          lastError: null,
          createdAt: now,
          updatedAt: now,
        }),
      );
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // The same idempotency key (a retry or a racing request): the intent that was created first.
      const existing = await this.intents.findOne({ idempotencyKey });
      if (!existing) throw err;
      return view(existing);
    }
  }
}

function view(doc: SandboxIntentDoc): ProviderIntent {
  return {
    id: doc._id,
    kind: doc.kind,
    status: doc.status,
    amountCents: doc.amountCents,
    currency: doc.currency,
    clientSecret: doc.clientSecret,
    metadata: doc.metadata ?? {},
  };
}
