// The sandbox card form's input rules. The messages are the ones Stripe Elements shows, so the
// test-mode form reads like the real one.

export interface CardDetails {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';
export type CardErrors = Partial<Record<CardField, string>>;

export const CardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration year is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** "4242424242424242" → "4242 4242 4242 4242" while typing (at most 19 digits). */
export function formatCardNumber(text: string): string {
  return digitsOf(text)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" → "12 / 34" while typing. */
export function formatExpiry(text: string): string {
  const digits = digitsOf(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** The Luhn checksum every real (and every Stripe test) card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The card as the sandbox confirmation takes it, or what to say under each field. */
export function readCard(
  input: { number: string; expiry: string; cvc: string },
  now: Date = new Date(),
): { card: CardDetails } | { errors: CardErrors } {
  const errors: CardErrors = {};
  const number = digitsOf(input.number);
  if (number.length < 13) errors.number = CardMessages.numberIncomplete;
  else if (!passesLuhn(number)) errors.number = CardMessages.numberInvalid;

  const expiry = digitsOf(input.expiry);
  const expMonth = Number(expiry.slice(0, 2));
  const expYear = 2000 + Number(expiry.slice(2, 4));
  if (expiry.length < 4) errors.expiry = CardMessages.expiryIncomplete;
  else if (expMonth < 1 || expMonth > 12) errors.expiry = CardMessages.expiryInvalid;
  else if (expYear < now.getUTCFullYear()) errors.expiry = CardMessages.expiryPast;
  else if (expYear === now.getUTCFullYear() && expMonth < now.getUTCMonth() + 1)
    errors.expiry = CardMessages.expiryPast;

  const cvc = digitsOf(input.cvc);
  if (cvc.length < 3) errors.cvc = CardMessages.cvcIncomplete;

  return Object.keys(errors).length > 0 ? { errors } : { card: { number, expMonth, expYear, cvc } };
}
