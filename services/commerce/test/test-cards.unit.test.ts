import { CARD_MESSAGES, cardOutcome, passesLuhn, type CardInput } from '../src/domain/test-cards';

const NOW = new Date('2026-11-23T12:00:00Z');
const card = (number: string, extra: Partial<CardInput> = {}): CardInput => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...extra,
});

describe("the sandbox's test cards (Stripe's numbers)", () => {
  it('4242 4242 4242 4242 succeeds, spaces or not, and renews', () => {
    expect(cardOutcome(card('4242 4242 4242 4242'), NOW)).toEqual({ kind: 'succeeds', renewals: 'succeed' });
    expect(cardOutcome(card('4242424242424242'), NOW)).toEqual({ kind: 'succeeds', renewals: 'succeed' });
  });

  it('4000 0000 0000 0002 is declined and 9995 has insufficient funds, with Stripe texts', () => {
    expect(cardOutcome(card('4000 0000 0000 0002'), NOW)).toEqual({
      kind: 'refused',
      message: 'Your card was declined.',
    });
    expect(cardOutcome(card('4000 0000 0000 9995'), NOW)).toEqual({
      kind: 'refused',
      message: 'Your card has insufficient funds.',
    });
  });

  it('4000 0025 0000 3155 asks for the authentication step', () => {
    expect(cardOutcome(card('4000 0025 0000 3155'), NOW)).toEqual({ kind: 'requires_authentication' });
  });

  it('4000 0000 0000 0341 pays now but its later charges fail', () => {
    expect(cardOutcome(card('4000 0000 0000 0341'), NOW)).toEqual({ kind: 'succeeds', renewals: 'fail' });
  });

  it('refuses a mistyped number, an expired card and a bad security code before the table', () => {
    expect(cardOutcome(card('4242 4242 4242 4241'), NOW)).toEqual({
      kind: 'refused',
      message: CARD_MESSAGES.invalidNumber,
    });
    expect(cardOutcome(card('4242', {}), NOW)).toEqual({ kind: 'refused', message: CARD_MESSAGES.invalidNumber });
    expect(cardOutcome(card('4242424242424242', { expMonth: 10, expYear: 2026 }), NOW)).toEqual({
      kind: 'refused',
      message: CARD_MESSAGES.expired,
    });
    expect(cardOutcome(card('4242424242424242', { expMonth: 13 }), NOW)).toEqual({
      kind: 'refused',
      message: CARD_MESSAGES.invalidExpiry,
    });
    expect(cardOutcome(card('4242424242424242', { cvc: '12' }), NOW)).toEqual({
      kind: 'refused',
      message: CARD_MESSAGES.invalidCvc,
    });
  });

  it('accepts a card through the last day of its expiry month, and two-digit years', () => {
    expect(cardOutcome(card('4242424242424242', { expMonth: 11, expYear: 2026 }), NOW).kind).toBe('succeeds');
    expect(cardOutcome(card('4242424242424242', { expMonth: 11, expYear: 26 }), NOW).kind).toBe('succeeds');
    expect(cardOutcome(card('4242424242424242', { expMonth: 10, expYear: 26 }), NOW).kind).toBe('refused');
  });

  it('declines a real (non-test) card number, as Stripe test mode does', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(cardOutcome(card('4111 1111 1111 1111'), NOW)).toEqual({
      kind: 'refused',
      message: CARD_MESSAGES.notTestCard,
    });
  });
});
