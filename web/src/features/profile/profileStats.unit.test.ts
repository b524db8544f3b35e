import { describe, expect, it } from '@jest/globals';
import { profileStats } from './profileStats';

describe('profile stats', () => {
  it('reads the counts the API reports and has no sales or purchases before commerce exists', () => {
    expect(profileStats({ totalGenerations: 3, totalDownloads: 7 })).toEqual({
      totalGenerations: 3,
      totalDownloads: 7,
      totalEarningsCents: 0,
      totalSales: 0,
      totalSpentCents: 0,
      totalPurchases: 0,
    });
    expect(profileStats(null).totalGenerations).toBe(0);
  });
});
