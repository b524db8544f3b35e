import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '@faithcraft/lib';

/** What an admin may set on an account (spec 001 §5, §7), with clear texts for bad input. */
export const AdminMessages = {
  generationsUsed: 'Generations used must be a whole number from 0 to 100000',
  generationsLimit: 'Generations limit must be a whole number from 0 to 100000',
  usedAboveLimit: 'Generations used cannot be more than the generations limit',
  credits: 'Credits must be a whole number from 0 to 1000',
  role: 'Role must be 2 to 30 lowercase letters, dashes or underscores (for example user or admin)',
  subscription: 'Subscription status must be one of: active, inactive, cancelled, past_due',
  lastAdmin: 'You cannot remove the admin role from the last admin',
  deleteSelf: 'You cannot delete your own account from the admin panel',
  listLimit: 'Limit must be a whole number from 1 to 500',
  listOffset: 'Offset must be a whole number from 0 to 1000000',
  userNotFound: 'User not found',
} as const;

export const MAX_GENERATIONS = 100_000;
export const MAX_CREDITS = 1000;
export const MAX_ADMIN_LIST = 500;

const isIntIn = (v: number, min: number, max: number) => Number.isInteger(v) && v >= min && v <= max;

/** Returns the first problem's text, or null when the values are acceptable. */
export function checkGenerations(used: number, limit: number): string | null {
  if (!isIntIn(used, 0, MAX_GENERATIONS)) return AdminMessages.generationsUsed;
  if (!isIntIn(limit, 0, MAX_GENERATIONS)) return AdminMessages.generationsLimit;
  if (used > limit) return AdminMessages.usedAboveLimit;
  return null;
}

export const checkCredits = (credits: number): string | null =>
  isIntIn(credits, 0, MAX_CREDITS) ? null : AdminMessages.credits;

export const checkRole = (role: string): string | null =>
  /^[a-z][a-z_-]{1,29}$/.test(role) ? null : AdminMessages.role;

const isSubscriptionStatus = (status: string | null | undefined): status is SubscriptionStatus =>
  (SUBSCRIPTION_STATUSES as readonly (string | null | undefined)[]).includes(status);

export const checkSubscriptionStatus = (status: string | null | undefined): string | null =>
  isSubscriptionStatus(status) ? null : AdminMessages.subscription;

/** A stored status outside the vocabulary (older data) reads as the free plan, as the spec treats "anything else". */
export const knownSubscriptionStatus = (status: string): SubscriptionStatus =>
  isSubscriptionStatus(status) ? status : 'inactive';

export function checkListWindow(limit: number, offset: number): string | null {
  if (!isIntIn(limit, 1, MAX_ADMIN_LIST)) return AdminMessages.listLimit;
  if (!isIntIn(offset, 0, 1_000_000)) return AdminMessages.listOffset;
  return null;
}

/** The admin user directory (search index): OpenSearch's default result window is 10,000. */
export const DIRECTORY_MAX_LIMIT = 100;
export const DIRECTORY_WINDOW = 10_000;
export const DIRECTORY_MAX_SEARCH = 100;

export const DirectoryMessages = {
  limit: `Limit must be a whole number from 1 to ${DIRECTORY_MAX_LIMIT}`,
  offset: 'Offset must be a whole number from 0',
  window: 'Only the first 10,000 users of a list can be paged through: narrow it with a search',
  search: `Search must be at most ${DIRECTORY_MAX_SEARCH} characters`,
} as const;

export function checkDirectoryRequest(search: string, limit: number, offset: number): string | null {
  if (search.length > DIRECTORY_MAX_SEARCH) return DirectoryMessages.search;
  if (!isIntIn(limit, 1, DIRECTORY_MAX_LIMIT)) return DirectoryMessages.limit;
  if (!Number.isInteger(offset) || offset < 0) return DirectoryMessages.offset;
  if (offset + limit > DIRECTORY_WINDOW) return DirectoryMessages.window;
  return null;
}
