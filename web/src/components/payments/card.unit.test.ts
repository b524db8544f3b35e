import { describe, expect, it } from '@jest/globals';
import { CardMessages, formatCardNumber, formatExpiry, passesLuhn, readCard } from './card';

const NOW = new Date('2026-11-23T12:00:00Z');

describe('the sandbox card form', () => {
  it('groups the number and the expiry as people read them', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0025-0000-3155x')).toBe('4000 0025 0000 3155');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('1')).toBe('1');
  });

  it("accepts Stripe's test cards", () => {
    for (const number of ['4242424242424242', '4000000000000002', '4000000000009995', '4000002500003155']) {
      expect(passesLuhn(number)).toBe(true);
    }
    expect(readCard({ number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }, NOW)).toEqual({
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
  });

  it('says what is wrong with each field', () => {
    expect(readCard({ number: '4242 4242', expiry: '1', cvc: '1' }, NOW)).toEqual({
      errors: {
        number: CardMessages.numberIncomplete,
        expiry: CardMessages.expiryIncomplete,
        cvc: CardMessages.cvcIncomplete,
      },
    });
    expect(readCard({ number: '4242 4242 4242 4241', expiry: '13 / 30', cvc: '123' }, NOW)).toEqual({
      errors: { number: CardMessages.numberInvalid, expiry: CardMessages.expiryInvalid },
    });
  });

  it('refuses an expiry before this month, and accepts this month', () => {
    expect(readCard({ number: '4242424242424242', expiry: '10 / 26', cvc: '123' }, NOW)).toEqual({
      errors: { expiry: CardMessages.expiryPast },
    });
    expect('card' in readCard({ number: '4242424242424242', expiry: '11 / 26', cvc: '123' }, NOW)).toBe(true);
  });
});
