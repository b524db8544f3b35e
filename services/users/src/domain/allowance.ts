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

/**
 * A hold that never settled (the image was never stored, or never completed nor failed) is
 * released after `expiryMs`, so no user loses a generation to a fault (decision 0004). A hold
 * without a recorded time (held before times were kept) counts as taken now.
 */
export function splitHolds(
  holds: readonly string[],
  heldSince: Readonly<Record<string, Date | string>> | undefined,
  now: Date,
  expiryMs: number,
): { live: string[]; expired: string[] } {
  const live: string[] = [];
  const expired: string[] = [];
  for (const id of holds) {
    const since = heldSince?.[id];
    if (since !== undefined && now.getTime() - new Date(since).getTime() >= expiryMs) expired.push(id);
    else live.push(id);
  }
  return { live, expired };
}
