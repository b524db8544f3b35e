import { describe, expect, it } from '@jest/globals';
import {
  availableGenerations,
  canAddCredits,
  creditsProblem,
  parseCredits,
  parseLimit,
  parseUsed,
  UserToasts,
} from './generationRules';

describe('the manage-user number rules (spec 001 §5)', () => {
  it('reads generations used as a whole number of at least 0, non-numeric as 0', () => {
    expect(parseUsed('3')).toBe(3);
    expect(parseUsed(' 7 ')).toBe(7);
    expect(parseUsed('2.9')).toBe(2);
    expect(parseUsed('-4')).toBe(0);
    expect(parseUsed('')).toBe(0);
    expect(parseUsed('abc')).toBe(0);
  });

  it('reads the limit as at least 0, non-numeric as the default 5', () => {
    expect(parseLimit('12')).toBe(12);
    expect(parseLimit('0')).toBe(0);
    expect(parseLimit('-1')).toBe(0);
    expect(parseLimit('')).toBe(5);
    expect(parseLimit('many')).toBe(5);
  });

  it('allows adding 1 to 1000 credits and disables Add at 0 or less', () => {
    expect(parseCredits('')).toBe(0);
    expect(parseCredits('x')).toBe(0);
    expect(canAddCredits(parseCredits('0'))).toBe(false);
    expect(canAddCredits(parseCredits('-5'))).toBe(false);
    expect(canAddCredits(parseCredits('1'))).toBe(true);
    expect(canAddCredits(parseCredits('1000'))).toBe(true);
    expect(canAddCredits(parseCredits('1001'))).toBe(false);
    expect(creditsProblem(1001)).toBe('Credits must be a whole number from 0 to 1000');
    expect(creditsProblem(-1)).not.toBeNull();
    expect(creditsProblem(0)).toBeNull();
    expect(creditsProblem(1000)).toBeNull();
  });

  it('computes the available generations as max(0, limit - used)', () => {
    expect(availableGenerations(2, 5)).toBe(3);
    expect(availableGenerations(9, 5)).toBe(0);
  });

  it('words the credits toast with the number added', () => {
    expect(UserToasts.creditsAdded(25)).toBe('Added 25 generation credits');
  });
});
