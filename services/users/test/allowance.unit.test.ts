import { canGenerate, generationsRemaining, hasUnlimitedGenerations } from '../src/domain/allowance';

const free = { role: 'user', subscriptionStatus: 'inactive', freeGenerationsUsed: 0, freeGenerationsLimit: 5 };

describe('generation allowance (spec 000 §5 "Can generate")', () => {
  it('gives a free user the limit minus used minus pending holds', () => {
    expect(generationsRemaining(free)).toBe(5);
    expect(generationsRemaining({ ...free, freeGenerationsUsed: 2, pendingHolds: 2 })).toBe(1);
    expect(canGenerate({ ...free, freeGenerationsUsed: 2, pendingHolds: 2 })).toBe(true);
  });

  it('blocks a free user once used plus holds reach the limit, never going negative', () => {
    expect(canGenerate({ ...free, freeGenerationsUsed: 3, pendingHolds: 2 })).toBe(false);
    expect(generationsRemaining({ ...free, freeGenerationsUsed: 7 })).toBe(0);
    expect(canGenerate({ ...free, freeGenerationsUsed: 5 })).toBe(false);
  });

  it('is unlimited for admins and for the Family Plan (active), whatever the counters say', () => {
    for (const facts of [
      { ...free, role: 'admin', freeGenerationsUsed: 99 },
      { ...free, subscriptionStatus: 'active', freeGenerationsUsed: 99 },
    ]) {
      expect(hasUnlimitedGenerations(facts)).toBe(true);
      expect(generationsRemaining(facts)).toBeNull();
      expect(canGenerate(facts)).toBe(true);
    }
    expect(hasUnlimitedGenerations({ role: 'moderator', subscriptionStatus: 'cancelled' })).toBe(false);
  });
});
