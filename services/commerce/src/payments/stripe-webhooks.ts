import { isDuplicateKey } from '@faithcraft/lib';
import type Stripe from 'stripe';
import type { AggregateStore, Logger, OutboxMessage } from '@faithcraft/lib';
import type { PlanState, SubscriptionDoc } from '../data/subscription-model.js';
import type { WebhookEventDoc } from '../data/webhook-event-model.js';
import type { Purchases } from '../purchases/purchases.js';
import { subscriptionPaid } from '../events/commerce-events.js';
import { PlanWriter } from '../subscriptions/plan-writer.js';
import type { CommerceClock } from './clock.js';
import { paymentIntentView, subscriptionPeriodEnd } from './stripe-provider.js';

export interface WebhookAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** Stripe's subscription statuses as the plan's states. */
export function planStateOf(status: Stripe.Subscription.Status): PlanState {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    case 'incomplete':
      return 'incomplete';
    default:
      return 'ended';
  }
}

/** The subscription an invoice bills (on `parent.subscription_details` since API 2025-03-31). */
function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  return typeof sub === 'string' ? sub : (sub?.id ?? null);
}

function invoicePeriodStart(invoice: Stripe.Invoice): Date | null {
  const starts = invoice.lines.data.map((line) => line.period.start).filter((n) => Number.isFinite(n));
  return starts.length ? new Date(Math.min(...starts) * 1000) : null;
}

function invoicePeriodEnd(invoice: Stripe.Invoice): Date | null {
  const ends = invoice.lines.data.map((line) => line.period.end).filter((n) => Number.isFinite(n));
  return ends.length ? new Date(Math.max(...ends) * 1000) : null;
}

/**
 * Stripe's webhooks: verified (signature and tolerance), deduplicated by event id, and harmless
 * out of order — a plan change older than the newest one applied (Stripe's `created`) changes
 * nothing, and completing a purchase is exactly-once in the store. Access follows these events,
 * never a client callback alone.
 */
export class StripeWebhooks {
  private readonly writer: PlanWriter;

  constructor(
    private readonly deps: {
      stripe: Stripe;
      webhookSecret: string;
      toleranceSeconds: number;
      events: AggregateStore<WebhookEventDoc>;
      subscriptions: AggregateStore<SubscriptionDoc>;
      purchases: Purchases;
      clock: CommerceClock;
      log: Logger;
    },
  ) {
    this.writer = new PlanWriter(deps.subscriptions, () => deps.clock.now());
  }

  async receive(rawBody: Buffer, signature: string | undefined): Promise<WebhookAnswer> {
    let event: Stripe.Event;
    try {
      event = this.deps.stripe.webhooks.constructEvent(
        rawBody,
        signature ?? '',
        this.deps.webhookSecret,
        this.deps.toleranceSeconds,
      );
    } catch (err) {
      this.deps.log.warn({ err: (err as Error).message }, 'stripe webhook refused');
      return { status: 400, body: { message: 'Invalid webhook signature' } };
    }
    if (await this.deps.events.exists({ _id: event.id })) return { status: 200, body: { received: true } };
    const applied = await this.apply(event);
    // Recorded after applying: a crash in between redelivers it, and applying is idempotent.
    try {
      await this.deps.events.create({ _id: event.id, type: event.type, receivedAt: this.deps.clock.now() });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    return { status: 200, body: { received: true, applied } };
  }

  private async apply(event: Stripe.Event): Promise<boolean> {
    const at = new Date(event.created * 1000);
    switch (event.type) {
      case 'payment_intent.succeeded':
        return this.deps.purchases.completeByIntent(paymentIntentView(event.data.object));
      case 'invoice.paid': {
        const invoice = event.data.object;
        const periodEnd = invoicePeriodEnd(invoice);
        const periodStart = invoicePeriodStart(invoice);
        return this.changePlan(
          invoiceSubscriptionId(invoice),
          at,
          (plan) => ({
            state: 'active',
            currentPeriodEnd:
              periodEnd && (!plan.currentPeriodEnd || periodEnd > plan.currentPeriodEnd)
                ? periodEnd
                : plan.currentPeriodEnd,
          }),
          // Revenue once per invoice (its event is applied once); a $0 trial invoice is not revenue.
          (plan) =>
            invoice.amount_paid > 0 && periodStart && periodEnd
              ? subscriptionPaid(plan._id, invoice.amount_paid, periodStart, periodEnd, at)
              : [],
        );
      }
      case 'invoice.payment_failed':
        return this.changePlan(invoiceSubscriptionId(event.data.object), at, (plan) =>
          plan.state === 'active' ? { state: 'past_due' } : {},
        );
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted': {
        const subscription = event.data.object;
        return this.changePlan(subscription.id, at, () => ({
          state: event.type === 'customer.subscription.deleted' ? 'ended' : planStateOf(subscription.status),
          cancelAtPeriodEnd: subscription.cancel_at_period_end,
          currentPeriodEnd: subscriptionPeriodEnd(subscription),
        }));
      }
      default:
        return false;
    }
  }

  /** Applies a change to the plan of Stripe subscription `subscriptionId` unless a newer event was applied. */
  private async changePlan(
    subscriptionId: string | null,
    at: Date,
    change: (plan: SubscriptionDoc) => Partial<SubscriptionDoc>,
    alsoPublish?: (plan: SubscriptionDoc) => OutboxMessage[],
  ): Promise<boolean> {
    if (!subscriptionId) return false;
    const plan = await this.deps.subscriptions.findOne({ providerSubscriptionId: subscriptionId });
    if (!plan) return false;
    const changed = await this.writer.change(
      plan._id,
      (current) => {
        if (current.providerSubscriptionId !== subscriptionId) return null;
        // Older than the newest change applied: no state change, but its facts (a paid invoice) still count.
        if (current.providerEventAt && current.providerEventAt.getTime() > at.getTime()) return alsoPublish ? {} : null;
        const patch: Partial<SubscriptionDoc> = { ...change(current), providerEventAt: at };
        // Paid: the checkout is spent; the next plan starts a new one.
        if (patch.state === 'active' || patch.state === 'ended')
          Object.assign(patch, { intentId: null, intentKind: null, clientSecret: null });
        return patch;
      },
      alsoPublish ? (before) => alsoPublish(before) : undefined,
    );
    return changed !== null;
  }
}
