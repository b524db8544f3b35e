// Spec 001 §5 number rules of the manage-user dialog, applied to what the admin typed.

/** Free generations of a new account (spec 001 §9). */
export const DEFAULT_GENERATIONS_LIMIT = 5;
export const MAX_CREDITS = 1000;

const wholeNumber = (text: string): number => {
  const value = Number.parseInt(text.trim(), 10);
  return Number.isNaN(value) ? Number.NaN : value;
};

/** Generations used: a whole number, at least 0; anything non-numeric becomes 0. */
export function parseUsed(text: string): number {
  const value = wholeNumber(text);
  return Number.isNaN(value) ? 0 : Math.max(0, value);
}

/** Generations limit: at least 0; anything non-numeric becomes 5. */
export function parseLimit(text: string): number {
  const value = wholeNumber(text);
  return Number.isNaN(value) ? DEFAULT_GENERATIONS_LIMIT : Math.max(0, value);
}

/** Credits to add: non-numeric is 0 (which keeps Add disabled). */
export function parseCredits(text: string): number {
  const value = wholeNumber(text);
  return Number.isNaN(value) ? 0 : value;
}

export const CREDITS_MESSAGE = `Credits must be a whole number from 0 to ${MAX_CREDITS}`;

/** The problem with a credits value, or null; Add is disabled at 0 or less either way. */
export const creditsProblem = (credits: number): string | null =>
  credits < 0 || credits > MAX_CREDITS ? CREDITS_MESSAGE : null;

export const canAddCredits = (credits: number): boolean => credits > 0 && credits <= MAX_CREDITS;

/** Spec 001 §4: available = max(0, limit − used). */
export const availableGenerations = (used: number, limit: number): number => Math.max(0, limit - used);

/** Spec 001 §8 success toasts of user administration. */
export const UserToasts = {
  generationsUpdated: 'User generations updated successfully',
  roleUpdated: 'User role updated successfully',
  generationsReset: 'User generations reset successfully',
  creditsAdded: (n: number) => `Added ${n} generation credits`,
  subscriptionUpdated: 'Subscription status updated successfully',
  deleted: 'User account deleted successfully',
} as const;

/** Spec 001 §5: the confirmation before an account is deleted. */
export const DELETE_CONFIRMATION = 'Are you sure you want to delete this user account? This action cannot be undone.';
