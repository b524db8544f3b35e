import { createHash } from 'node:crypto';
import { isValidEmail, normalizeEmail } from '../domain/addresses.js';

/** Texts of the newsletter and list management (spec 001 §5, §8 where it names them). */
export const ListTexts = {
  required: 'Email and list ID are required',
  invalidEmail: 'Please enter a valid email address',
  subscribeFailed: 'Failed to subscribe email',
  unsubscribeFailed: 'Failed to unsubscribe email',
  statusFailed: 'Failed to check subscription status',
  listNotFound: 'That list does not exist',
  listNameRequired: 'List name is required',
  listNameTaken: 'A list with this name already exists',
  blocklisted: (email: string) => `${email} is blocklisted and cannot be subscribed`,
  subscribed: (email: string, list: string) => `Subscribed ${email} to ${list}`,
  alreadySubscribed: (email: string, list: string) => `${email} is already subscribed to ${list}`,
  confirmationSent: (email: string) =>
    `Confirmation e-mail sent to ${email}. Please click the link in it to subscribe.`,
  confirmationPending: (email: string) =>
    `A confirmation e-mail was sent to ${email} a few minutes ago. Please click the link in it to subscribe.`,
  unsubscribed: (email: string, list: string) => `Unsubscribed ${email} from ${list}`,
  notSubscribed: (email: string, list: string) => `${email} is not subscribed to ${list}`,
  confirmed: (list: string) => `Your subscription to ${list} is confirmed. Thank you!`,
  confirmExpired: 'This confirmation link has expired. Please subscribe again to get a new one.',
  confirmInvalid: 'This confirmation link is not valid.',
  unsubscribeDone: 'You have been unsubscribed. You will not receive these e-mails any more.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  tooMany: 'Too many sign-up attempts for this address. Please try again later.',
  blocklistOn: (email: string) => `${email} is blocklisted: no marketing e-mail will be sent to it`,
  blocklistOff: (email: string) => `${email} is no longer blocklisted`,
  listCreated: (name: string) => `List "${name}" created`,
} as const;

export const DEFAULT_LIST_ID = 'default';
export const DEFAULT_LIST_NAME = 'FaithCraft Newsletter';
/** A repeated subscribe while unconfirmed sends the confirmation again at most this often. */
export const CONFIRMATION_RESEND_MS = 10 * 60 * 1000;

export type OptIn = 'single' | 'double';
export type MembershipStatus = 'unconfirmed' | 'subscribed' | 'unsubscribed';
/** enabled; blocklisted by an admin; or unsubscribed from all marketing mail by the person. */
export type GlobalState = 'enabled' | 'blocklisted' | 'unsubscribed';
export type SubscriptionStatus = 'SUBSCRIBED' | 'UNCONFIRMED' | 'UNSUBSCRIBED' | 'BLOCKLISTED' | 'NOT_SUBSCRIBED';

/** Trimmed and lower-cased, or null when it is not an e-mail address. */
export function normaliseEmail(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const email = normalizeEmail(raw);
  return isValidEmail(email) ? email : null;
}

/** A subscriber's id follows from its address: two concurrent subscribes of one address meet on one `_id`. */
export function subscriberId(email: string): string {
  return `s_${createHash('sha256').update(email).digest('hex').slice(0, 24)}`;
}

export const membershipId = (listId: string, subscriber: string): string => `${listId}:${subscriber}`;
/** The subscriber of a membership id (list ids hold no colon). */
export const subscriberOfMembership = (id: string): string => id.slice(id.lastIndexOf(':') + 1);

export function cleanName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.trim().replace(/\s+/g, ' ').slice(0, 100);
  return name || null;
}

/** The status the admin's Status tab shows for an address on a list. */
export function subscriptionStatus(
  global: GlobalState | null,
  membership: MembershipStatus | null,
): SubscriptionStatus {
  if (global === 'blocklisted') return 'BLOCKLISTED';
  if (global === null || membership === null) return 'NOT_SUBSCRIBED';
  // A confirmation pending shows as such, also for a person who had unsubscribed from everything.
  if (membership === 'unconfirmed') return 'UNCONFIRMED';
  if (global === 'unsubscribed' || membership === 'unsubscribed') return 'UNSUBSCRIBED';
  return 'SUBSCRIBED';
}

/**
 * What a subscribe does. A person who unsubscribed from everything, or a double opt-in list, must
 * confirm by mail (consent is the person's, not an admin's); otherwise it takes effect at once.
 */
export function subscribeOutcome(
  optIn: OptIn,
  global: GlobalState | null,
  membership: MembershipStatus | null,
): 'blocklisted' | 'already' | 'subscribe' | 'confirm' {
  if (global === 'blocklisted') return 'blocklisted';
  if (membership === 'subscribed' && global !== 'unsubscribed') return 'already';
  if (optIn === 'double' || global === 'unsubscribed') return 'confirm';
  return 'subscribe';
}

/** True when a confirmation mail may go out now (none yet, or the last one is older than the resend window). */
export function mayResendConfirmation(lastSentAt: Date | null, now: Date): boolean {
  return !lastSentAt || now.getTime() - lastSentAt.getTime() >= CONFIRMATION_RESEND_MS;
}
