/**
 * Stripe's test cards, as the sandbox provider plays them (the same numbers behave the same way
 * against Stripe in test mode). Pure rules: no I/O, no clock of its own.
 */

export type CardOutcome =
  /** Paid (or set up); renewals with it succeed. */
  | { kind: 'succeeds'; renewals: 'succeed' | 'fail' }
  /** Needs the authentication step (3-D Secure) before it pays. */
  | { kind: 'requires_authentication' }
  | { kind: 'refused'; message: string };

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export const CARD_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  invalidNumber: 'Your card number is invalid.',
  invalidExpiry: "Your card's expiration date is invalid.",
  expired: "Your card's expiration date is in the past.",
  invalidCvc: "Your card's security code is invalid.",
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  notTestCard:
    'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
} as const;

/** The table of the sandbox (services/commerce/README.md repeats it). */
export const TEST_CARDS: Readonly<Record<string, CardOutcome>> = {
  '4242424242424242': { kind: 'succeeds', renewals: 'succeed' },
  '5555555555554444': { kind: 'succeeds', renewals: 'succeed' },
  '4000000000000002': { kind: 'refused', message: CARD_MESSAGES.declined },
  '4000000000009995': { kind: 'refused', message: CARD_MESSAGES.insufficientFunds },
  '4000002500003155': { kind: 'requires_authentication' },
  // Attaches to the customer (the first payment or setup succeeds); charges after that fail.
  '4000000000000341': { kind: 'succeeds', renewals: 'fail' },
};

/** Digits only: the form may send "4242 4242 4242 4242". */
export const normalizeCardNumber = (number: string): string => number.replace(/[\s-]/g, '');

/** The Luhn checksum every real card number satisfies. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** What a card does when confirmed at `now` (UTC): format and expiry checks first, then the test table. */
export function cardOutcome(card: CardInput, now: Date): CardOutcome {
  const digits = normalizeCardNumber(card.number);
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return refused(CARD_MESSAGES.invalidNumber);
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12 || !Number.isInteger(card.expYear))
    return refused(CARD_MESSAGES.invalidExpiry);
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  // A card is valid through the last day of its expiry month.
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (expYear * 12 + (card.expMonth - 1) < thisMonth) return refused(CARD_MESSAGES.expired);
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return refused(CARD_MESSAGES.invalidCvc);
  return TEST_CARDS[digits] ?? refused(CARD_MESSAGES.notTestCard);
}

const refused = (message: string): CardOutcome => ({ kind: 'refused', message });

/** The last four digits, the only part of a number the sandbox keeps. */
export const lastFour = (number: string): string => normalizeCardNumber(number).slice(-4);
