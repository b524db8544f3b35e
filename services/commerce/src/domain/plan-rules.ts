import type { SubscriptionStatus } from '@faithcraft/lib';
import type { PlanState, SubscriptionDoc } from '../data/subscription-model.js';

export const PLAN_MESSAGES = {
  notStarted: 'No subscription was started',
  notConfirmed: 'Payment has not been confirmed',
  noActivePlan: 'You do not have an active subscription',
} as const;

/** A failed renewal keeps the plan past_due this long (payment can be retried), then it ends. */
export const PAST_DUE_GRACE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What users mirrors: only a paid (or trialing) plan is active; a cancelled one stays active until its end. */
export function publicStatus(state: PlanState | undefined): SubscriptionStatus {
  switch (state) {
    case 'active':
      return 'active';
    case 'past_due':
      return 'past_due';
    default:
      return 'inactive';
  }
}

/** The same day `months` later in UTC, clamped to the month's last day (Jan 31 → Feb 28). */
export function addMonths(from: Date, months: number): Date {
  const d = new Date(from.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * DAY_MS);

/** The end of the first period once the browser confirmed: the trial's end for a setup, else a month. */
export function firstPeriodEnd(now: Date, intentKind: 'payment' | 'setup' | null, trialDays: number): Date {
  return intentKind === 'setup' && trialDays > 0 ? addDays(now, trialDays) : addMonths(now, 1);
}

/** What the commerce clock owes a sandbox plan at `now` (commerce bills the sandbox's renewals itself). */
export type DueStep = 'end' | 'renew' | 'expire' | null;

export function dueStep(
  plan: Pick<SubscriptionDoc, 'state' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
  now: Date,
): DueStep {
  if (!plan.currentPeriodEnd || plan.currentPeriodEnd.getTime() > now.getTime()) return null;
  if (plan.state === 'active') return plan.cancelAtPeriodEnd ? 'end' : 'renew';
  if (plan.state === 'past_due' && addDays(plan.currentPeriodEnd, PAST_DUE_GRACE_DAYS).getTime() <= now.getTime())
    return 'expire';
  return null;
}

/** When a plan's published facts changed: users must hear of it (SubscriptionChanged). */
export function publishedFactsChanged(
  before: Pick<SubscriptionDoc, 'state' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'> | null,
  after: Pick<SubscriptionDoc, 'state' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>,
): boolean {
  if (!before) return publicStatus(after.state) !== 'inactive';
  return (
    publicStatus(before.state) !== publicStatus(after.state) || endsAt(before)?.getTime() !== endsAt(after)?.getTime()
  );
}

/** The date a cancelled plan's access ends (users shows it); null while it renews. */
export function endsAt(plan: Pick<SubscriptionDoc, 'state' | 'cancelAtPeriodEnd' | 'currentPeriodEnd'>): Date | null {
  return plan.state === 'active' && plan.cancelAtPeriodEnd ? plan.currentPeriodEnd : null;
}
