import type { AggregateStore, Logger, SubscriptionStatus } from '@faithcraft/lib';
import type { SubscriptionDoc } from '../data/subscription-model.js';
import { refuse } from '../domain/errors.js';
import { PLAN_MESSAGES, firstPeriodEnd, publicStatus } from '../domain/plan-rules.js';
import type { CommerceClock } from '../payments/clock.js';
import type { PaymentProvider } from '../payments/provider.js';
import { subscriptionPaid } from '../events/commerce-events.js';
import { PlanWriter } from './plan-writer.js';

export interface PlanView {
  status: SubscriptionStatus;
  priceCents: number;
  currency: string;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface SubscriptionStartView {
  status: SubscriptionStatus;
  clientSecret: string | null;
  setupIntent: boolean;
}

export function planView(doc: SubscriptionDoc): PlanView {
  return {
    status: publicStatus(doc.state),
    priceCents: doc.priceCents,
    currency: doc.currency,
    currentPeriodEnd: doc.currentPeriodEnd ? doc.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: doc.cancelAtPeriodEnd,
  };
}

/**
 * The Family Plan of each user: get-or-create, activation after the provider confirmed, cancel at
 * the period end. Only the provider's confirmation makes a plan active; nothing a client sends does.
 */
export class Subscriptions {
  private readonly writer: PlanWriter;

  constructor(
    private readonly deps: {
      store: AggregateStore<SubscriptionDoc>;
      provider: PaymentProvider;
      clock: CommerceClock;
      priceCents: number;
      trialDays: number;
      log: Logger;
    },
  ) {
    this.writer = new PlanWriter(deps.store, () => deps.clock.now());
  }

  async mine(userId: string): Promise<PlanView | null> {
    const doc = await this.deps.store.findById(userId);
    return doc ? planView(doc) : null;
  }

  /** get-or-create-subscription: the plan if it is active, else what the browser confirms to start it. */
  async start(userId: string, email: string | null): Promise<SubscriptionStartView> {
    const { store, provider } = this.deps;
    const current = await store.findById(userId);
    if (current?.state === 'active') {
      // Subscribing again before a cancelled plan ended simply keeps it.
      if (current.cancelAtPeriodEnd) await this.resume(current);
      return { status: 'active', clientSecret: null, setupIntent: false };
    }
    if (current?.intentId) return startView(current);

    const checkout = (current?.checkouts ?? 0) + 1;
    // Nothing is due now only for a first plan with a trial; a returning subscriber pays at once.
    const trialDays = current ? 0 : this.deps.trialDays;
    const idempotencyKey = `plan:${userId}:${checkout}`;
    // Racing starts read the same checkout count: one intent (and one Stripe subscription).
    const plan =
      current?.state === 'past_due'
        ? await provider.settleOverduePlan({ ...ref(current), priceCents: this.deps.priceCents, idempotencyKey })
        : await provider.createPlan({
            userId,
            email,
            providerCustomerId: current?.providerCustomerId ?? null,
            priceCents: this.deps.priceCents,
            trialDays,
            idempotencyKey,
          });
    const now = this.deps.clock.now();
    const pending = {
      intentId: plan.intentId,
      intentKind: plan.intentKind,
      clientSecret: plan.clientSecret,
      providerSubscriptionId: plan.providerSubscriptionId,
      providerCustomerId: plan.providerCustomerId ?? current?.providerCustomerId ?? null,
      checkouts: checkout,
    };
    const { doc } = await store.createOrUpdate(
      {
        _id: userId,
        state: 'incomplete',
        cancelAtPeriodEnd: false,
        priceCents: this.deps.priceCents,
        currency: 'usd',
        provider: provider.kind,
        renewalsFail: false,
        currentPeriodStart: null,
        currentPeriodEnd: null,
        publishedStatus: null,
        providerEventAt: null,
        createdAt: now,
        updatedAt: now,
        ...pending,
      },
      // A past_due plan stays past_due until the new payment is confirmed.
      (existing) =>
        existing.state === 'active' || existing.intentId
          ? null
          : {
              update: {
                $set: { ...pending, state: existing.state === 'past_due' ? 'past_due' : 'incomplete', updatedAt: now },
              },
            },
    );
    if (doc.state === 'active') return { status: 'active', clientSecret: null, setupIntent: false };
    return startView(doc);
  }

  /** After the browser confirmed: asks the provider and activates only a confirmed payment or setup. */
  async activate(userId: string): Promise<PlanView> {
    const { store, provider, clock } = this.deps;
    const current = await store.findById(userId);
    if (!current) throw refuse('BAD_USER_INPUT', PLAN_MESSAGES.notStarted);
    if (current.state === 'active') return planView(current);
    if (!current.intentId) throw refuse('BAD_USER_INPUT', PLAN_MESSAGES.notStarted);
    const confirmation = await provider.confirmPlan({
      userId,
      providerSubscriptionId: current.providerSubscriptionId,
      intentId: current.intentId,
    });
    if (!confirmation.confirmed) throw refuse('BAD_USER_INPUT', PLAN_MESSAGES.notConfirmed);
    const now = clock.now();
    const activated = await this.writer.change(
      userId,
      (plan) =>
        plan.state === 'active' || plan.intentId !== current.intentId
          ? null
          : {
              state: 'active',
              cancelAtPeriodEnd: false,
              currentPeriodStart: now,
              currentPeriodEnd:
                confirmation.currentPeriodEnd ??
                firstPeriodEnd(now, plan.intentKind, plan.checkouts > 1 ? 0 : this.deps.trialDays),
              renewalsFail: confirmation.renewalsFail,
              // The intent is spent: a later checkout makes a new one.
              intentId: null,
              intentKind: null,
              clientSecret: null,
            },
      // A first payment is revenue; a card set up for a trial is not (its first renewal will be).
      (before, after) =>
        before.intentKind === 'payment'
          ? subscriptionPaid(userId, after.priceCents, after.currentPeriodStart!, after.currentPeriodEnd!, now)
          : [],
    );
    return planView(activated ?? current);
  }

  /** Cancels at the period end (access is kept until then); a past_due plan ends now. */
  async cancel(userId: string): Promise<PlanView> {
    const current = await this.deps.store.findById(userId);
    if (!current || (current.state !== 'active' && current.state !== 'past_due'))
      throw refuse('BAD_USER_INPUT', PLAN_MESSAGES.noActivePlan);
    if (current.state === 'active' && current.cancelAtPeriodEnd) return planView(current);
    if (current.state === 'past_due') await this.deps.provider.cancelPlanNow(ref(current));
    else await this.deps.provider.cancelPlanAtPeriodEnd(ref(current));
    const changed = await this.writer.change(userId, (plan) => {
      if (plan.state === 'active') return plan.cancelAtPeriodEnd ? null : { cancelAtPeriodEnd: true };
      if (plan.state === 'past_due') return ended();
      return null;
    });
    return planView(changed ?? current);
  }

  private async resume(current: SubscriptionDoc): Promise<void> {
    await this.deps.provider.resumePlan(ref(current));
    await this.writer.change(current._id, (plan) =>
      plan.state === 'active' && plan.cancelAtPeriodEnd ? { cancelAtPeriodEnd: false } : null,
    );
  }
}

/** The plan after its last period: no access, no checkout to reuse. */
export const ended = (): Partial<SubscriptionDoc> => ({
  state: 'ended',
  cancelAtPeriodEnd: false,
  intentId: null,
  intentKind: null,
  clientSecret: null,
});

const ref = (plan: SubscriptionDoc) => ({
  userId: plan._id,
  providerSubscriptionId: plan.providerSubscriptionId,
  intentId: plan.intentId,
});

const startView = (plan: SubscriptionDoc): SubscriptionStartView => ({
  status: publicStatus(plan.state),
  clientSecret: plan.clientSecret,
  setupIntent: plan.intentKind === 'setup',
});
