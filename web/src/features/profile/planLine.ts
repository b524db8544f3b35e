import { formatLongDate } from '../../lib/format';
import type { SubscriptionStatus } from '../../__generated__/graphql';
import { planName } from './useProfileUser';

/**
 * The plan line under the welcome: 'Family Plan' or 'Free Trial' (spec 000 §1), and once the plan
 * was cancelled, until when it stays (§4: access is kept to the end of the billing period).
 */
export function planLine(
  status: SubscriptionStatus,
  subscription: { cancelAtPeriodEnd: boolean; currentPeriodEnd?: string | null } | null | undefined,
  fallbackEndsAt?: string | null,
): string {
  const plan = planName(status);
  if (plan !== 'Family Plan') return plan;
  const endsAt = subscription?.cancelAtPeriodEnd ? subscription.currentPeriodEnd : fallbackEndsAt;
  const date = endsAt ? formatLongDate(endsAt) : '';
  return date ? `${plan} · Cancelled, access until ${date}` : plan;
}
