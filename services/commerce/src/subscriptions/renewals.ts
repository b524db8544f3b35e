import type { AggregateStore, Logger } from '@faithcraft/lib';
import type { SubscriptionDoc } from '../data/subscription-model.js';
import { addMonths, dueStep } from '../domain/plan-rules.js';
import type { CommerceClock } from '../payments/clock.js';
import type { PaymentProvider } from '../payments/provider.js';
import { subscriptionPaid } from '../events/commerce-events.js';
import { PlanWriter } from './plan-writer.js';
import { ended } from './subscriptions.js';

/** At most this many periods are settled per plan in one sweep (a clock moved years ahead). */
const MAX_STEPS_PER_SWEEP = 36;

/**
 * The sandbox's billing run: plans whose period ended are renewed with the card on file (a failed
 * charge makes them past_due), cancelled ones end, and past_due ones end after the grace period.
 * Runs on a timer and synchronously when the test clock moves. Stripe bills on its own (webhooks).
 */
export class Renewals {
  private readonly writer: PlanWriter;
  private running: Promise<number> | null = null;

  constructor(
    private readonly deps: {
      store: AggregateStore<SubscriptionDoc>;
      provider: PaymentProvider;
      clock: CommerceClock;
      log: Logger;
    },
  ) {
    this.writer = new PlanWriter(deps.store, () => deps.clock.now());
  }

  /** Settles everything due; answers how many plan steps were taken. One sweep at a time. */
  runDue(): Promise<number> {
    if (!this.deps.provider.billsRenewals) return Promise.resolve(0);
    // A sweep already running may have read the plans before the clock moved: run again after it.
    const next = (this.running ?? Promise.resolve(0)).catch(() => 0).then(() => this.sweep());
    this.running = next;
    return next;
  }

  private async sweep(): Promise<number> {
    await this.deps.clock.refresh();
    const now = this.deps.clock.now();
    const due = await this.deps.store.find(
      { state: { $in: ['active', 'past_due'] }, currentPeriodEnd: { $lte: now } },
      { projection: { _id: 1 } },
    );
    let steps = 0;
    for (const { _id } of due) {
      for (let i = 0; i < MAX_STEPS_PER_SWEEP; i++) {
        if (!(await this.step(_id, now))) break;
        steps++;
      }
    }
    if (steps) this.deps.log.info({ steps, now: now.toISOString() }, 'plan renewals and period ends settled');
    return steps;
  }

  /** One due step of one plan; false when nothing was due. */
  private async step(userId: string, now: Date): Promise<boolean> {
    const plan = await this.deps.store.findById(userId);
    if (!plan) return false;
    const step = dueStep(plan, now);
    if (!step) return false;
    const period = plan.currentPeriodEnd!.getTime();
    const samePeriod = (p: SubscriptionDoc) => p.currentPeriodEnd?.getTime() === period && dueStep(p, now) === step;
    if (step === 'end' || step === 'expire') {
      await this.writer.change(userId, (p) => (samePeriod(p) ? ended() : null));
      return true;
    }
    // Charged once per period (the period is the charge's idempotency key), then written if still due.
    const paid = await this.deps.provider.chargeRenewal({
      userId,
      providerSubscriptionId: plan.providerSubscriptionId,
      intentId: plan.intentId,
      amountCents: plan.priceCents,
      renewalsFail: plan.renewalsFail,
      periodKey: plan.currentPeriodEnd!.toISOString(),
    });
    await this.writer.change(
      userId,
      (p) => {
        if (!samePeriod(p)) return null;
        if (!paid) return { state: 'past_due' };
        return { currentPeriodStart: p.currentPeriodEnd, currentPeriodEnd: addMonths(p.currentPeriodEnd!, 1) };
      },
      (_before, after) =>
        paid ? subscriptionPaid(userId, after.priceCents, after.currentPeriodStart!, after.currentPeriodEnd!, now) : [],
    );
    // A past_due plan waits for its grace period: no further step now unless that passed too.
    return paid || dueStep({ ...plan, state: 'past_due' }, now) === 'expire';
  }
}
