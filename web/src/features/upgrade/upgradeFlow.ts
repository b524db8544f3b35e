// The decisions of the upgrade flow (spec 000 §4), apart from React so each branch is testable.
import type { SubscriptionStatus } from '../../__generated__/graphql';

/** Spec 000 §9: 'Already Subscribed!' stays 1.5 s before the generator opens. */
export const ALREADY_SUBSCRIBED_DELAY_MS = 1500;
/** Spec 000 §4: where the flow ends, and the provider's return address. */
export const UPGRADED_PATH = '/generator?upgraded=true';
/** Spec 000 §9: the upgrade event's value. */
export const FAMILY_PLAN_EVENT_VALUE = 999;

export const UpgradeMessages = {
  noClientSecret: 'No client secret received from server',
  startFallback: 'Failed to start subscription process',
} as const;

export type StartOutcome =
  | { kind: 'already-subscribed' }
  | { kind: 'error'; message: string }
  | { kind: 'card'; clientSecret: string; intent: 'payment' | 'setup' };

/** What the answer of get-or-create-subscription leads to. */
export function startOutcome(answer: {
  status: SubscriptionStatus;
  clientSecret?: string | null;
  setupIntent: boolean;
}): StartOutcome {
  if (answer.status === 'ACTIVE') return { kind: 'already-subscribed' };
  if (!answer.clientSecret) return { kind: 'error', message: UpgradeMessages.noClientSecret };
  return { kind: 'card', clientSecret: answer.clientSecret, intent: answer.setupIntent ? 'setup' : 'payment' };
}
