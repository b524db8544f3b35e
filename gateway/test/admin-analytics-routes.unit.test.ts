import type { Request } from 'express';
import { timeframeOf, toSpecFields } from '../src/rest/admin-analytics-routes';
import { WireValueRefused } from '../src/rest/wire-enums';

const req = (timeframe?: unknown) => ({ query: timeframe === undefined ? {} : { timeframe } }) as unknown as Request;

describe('admin figures on the REST facade', () => {
  it('reads the four timeframes, 7d when missing', () => {
    expect(timeframeOf(req())).toBe('D7');
    expect(timeframeOf(req('24h'))).toBe('H24');
    expect(timeframeOf(req('30d'))).toBe('D30');
    expect(timeframeOf(req('90D'))).toBe('D90');
  });

  it('refuses any other timeframe with the choices', () => {
    for (const bad of ['1y', '7', ['7d', '30d']]) {
      expect(() => timeframeOf(req(bad))).toThrow(WireValueRefused);
      expect(() => timeframeOf(req(bad))).toThrow('Please choose a timeframe: 24h, 7d, 30d or 90d');
    }
  });

  it('shows money in dollars under the spec names, and the timeframe in wire form', () => {
    expect(
      toSpecFields({
        timeframe: 'D7',
        totalRevenueCents: 299,
        revenueGrowth: 12.5,
        topSelling: [{ title: 'A', revenueCents: 598, sales: 2 }],
        series: [{ start: 'x', subscriptionsCents: 999, marketplaceCents: 0 }],
      }),
    ).toEqual({
      timeframe: '7d',
      totalRevenue: 2.99,
      revenueGrowth: 12.5,
      topSelling: [{ title: 'A', revenue: 5.98, sales: 2 }],
      series: [{ start: 'x', subscriptions: 9.99, marketplace: 0 }],
    });
  });
});
