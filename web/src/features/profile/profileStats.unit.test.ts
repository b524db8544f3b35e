import { describe, expect, it } from '@jest/globals';
import { profileStats } from './profileStats';

describe('profile stats', () => {
  it('reads every figure the API reports, money in cents', () => {
    const reported = {
      totalGenerations: 3,
      totalDownloads: 7,
      totalEarningsCents: 598,
      totalSales: 2,
      totalSpentCents: 299,
      totalPurchases: 1,
    };
    expect(profileStats(reported)).toEqual(reported);
  });

  it('reads a missing answer as zero', () => {
    expect(profileStats(null).totalSpentCents).toBe(0);
    expect(profileStats({ totalGenerations: 1 }).totalEarningsCents).toBe(0);
  });
});
