import { describe, expect, it } from '@jest/globals';
import { formatCents, formatLongDate, formatMonthYear, pluralize } from './format';

describe('display formatting', () => {
  it('shows dates in UTC, so a late-evening sign-up does not move to the next day', () => {
    expect(formatLongDate('2025-03-15T23:30:00.000Z')).toBe('March 15, 2025');
    expect(formatMonthYear('2024-12-31T23:59:59.000Z')).toBe('December 2024');
    expect(formatLongDate('not a date')).toBe('');
  });

  it('formats integer cents as dollars', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(299)).toBe('$2.99');
    expect(formatCents(123456)).toBe('$1234.56');
  });

  it('uses the singular only for one', () => {
    expect(pluralize(1, 'creation')).toBe('1 creation');
    expect(pluralize(0, 'creation')).toBe('0 creations');
    expect(pluralize(12, 'creation')).toBe('12 creations');
  });
});
