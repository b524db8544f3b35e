import { describe, expect, it } from '@jest/globals';
import { fastestGrowingCategory, isGoodSuccessRate, peakUsage } from './usageInsights';

const point = (start: string, generations: number) => ({ start, generations, activeUsers: 0 });

describe('analytics insights from real figures', () => {
  it('finds the busiest hour of a 24h timeframe and its share', () => {
    const peak = peakUsage(
      [
        point('2026-11-23T08:00:00.000Z', 2),
        point('2026-11-23T14:00:00.000Z', 6),
        point('2026-11-23T15:00:00.000Z', 2),
      ],
      true,
    );
    expect(peak).toEqual({ when: '14:00–15:00 UTC', generations: 6, share: 60 });
  });

  it('sums days per weekday for longer timeframes', () => {
    // 2026-11-22 and 2026-11-29 are Sundays; 2026-11-23 a Monday.
    const peak = peakUsage(
      [
        point('2026-11-22T00:00:00.000Z', 3),
        point('2026-11-23T00:00:00.000Z', 5),
        point('2026-11-29T00:00:00.000Z', 4),
      ],
      false,
    );
    expect(peak).toEqual({ when: 'Sunday', generations: 7, share: 58.3 });
  });

  it('has no peak when nothing was generated', () => {
    expect(peakUsage([point('2026-11-23T00:00:00.000Z', 0)], false)).toBeNull();
    expect(peakUsage([], true)).toBeNull();
  });

  it('picks the fastest growing category among those with images', () => {
    const stats = [
      { category: 'FHE', count: 4, growth: 20 },
      { category: 'YOUTH', count: 0, growth: 500 },
      { category: 'PRIMARY', count: 9, growth: 80 },
    ];
    expect(fastestGrowingCategory(stats)?.category).toBe('PRIMARY');
    expect(fastestGrowingCategory([{ category: 'FHE', count: 0, growth: 0 }])).toBeNull();
  });

  it('shows success rates above 50 percent as good', () => {
    expect(isGoodSuccessRate(50.1)).toBe(true);
    expect(isGoodSuccessRate(50)).toBe(false);
  });
});
