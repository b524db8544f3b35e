/** Spec 000 §5 "Can generate": the generation allowance rule, in one place. */
export interface AllowanceFacts {
  role: string;
  subscriptionStatus: string;
  freeGenerationsUsed: number;
  freeGenerationsLimit: number;
  /** Generations started but not yet completed or failed (each holds one free generation). */
  pendingHolds?: number;
}

export const LIMIT_REACHED_MESSAGE =
  "You've used all your free generations. Upgrade to the Family Plan for unlimited access.";

export function hasUnlimitedGenerations(facts: Pick<AllowanceFacts, 'role' | 'subscriptionStatus'>): boolean {
  return facts.role === 'admin' || facts.subscriptionStatus === 'active';
}

/** Free generations left, counting pending holds; null when unlimited. */
export function generationsRemaining(facts: AllowanceFacts): number | null {
  if (hasUnlimitedGenerations(facts)) return null;
  return Math.max(0, facts.freeGenerationsLimit - facts.freeGenerationsUsed - (facts.pendingHolds ?? 0));
}

export function canGenerate(facts: AllowanceFacts): boolean {
  const remaining = generationsRemaining(facts);
  return remaining === null || remaining > 0;
}
