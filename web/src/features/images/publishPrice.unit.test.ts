import { describe, expect, it } from '@jest/globals';
import { parsePaidPrice, priceFieldText, priceRangeText } from './publishPrice';

const pricing = { defaultCents: 299, minPaidCents: 99, maxCents: 4999 };

describe('the publish price field', () => {
  it('reads dollars as integer cents, with or without a dollar sign and cents', () => {
    expect(parsePaidPrice('2.99', pricing)).toEqual({ cents: 299 });
    expect(parsePaidPrice(' $4.5 ', pricing)).toEqual({ cents: 450 });
    expect(parsePaidPrice('10', pricing)).toEqual({ cents: 1000 });
    expect(parsePaidPrice('0.99', pricing)).toEqual({ cents: 99 });
    expect(parsePaidPrice('49.99', pricing)).toEqual({ cents: 4999 });
  });

  it('refuses prices outside the rules with the range in the message', () => {
    expect(parsePaidPrice('0.98', pricing)).toEqual({ error: 'Price must be between $0.99 and $49.99' });
    expect(parsePaidPrice('50', pricing)).toEqual({ error: 'Price must be between $0.99 and $49.99' });
    expect(priceRangeText(pricing)).toBe('between $0.99 and $49.99');
  });

  it('refuses what is not an amount of dollars', () => {
    for (const text of ['', 'abc', '2.999', '-3', '1e3', '2,99']) {
      expect(parsePaidPrice(text, pricing)).toEqual({ error: 'Enter a price in dollars, e.g. 2.99' });
    }
  });

  it('starts the field at the default price', () => {
    expect(priceFieldText(pricing.defaultCents)).toBe('2.99');
  });
});
