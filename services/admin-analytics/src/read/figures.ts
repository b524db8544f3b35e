import { CATEGORIES, CONTENT_TYPES, graphqlEnumName } from '@faithcraft/lib';
import type { Category, ContentType } from '../__generated__/resolvers-types.js';
import {
  CHURN_RISK_DAYS,
  CLV_HORIZON_MONTHS,
  centsRatio,
  fromFieldKey,
  growth,
  percent,
  round1,
} from '../domain/figures.js';
import { TIMEFRAME_DAYS, keyStart, monthKey, windowOf, type Timeframe } from '../domain/time.js';
import { sum, type Counters, type ReadModels } from './reader.js';

const DAY_MS = 24 * 3600_000;
const TOP_SELLING = 10;
const revenueOf = (rows: Counters[]) => sum(rows, 'marketplaceCents') + sum(rows, 'subscriptionCents');
const clampZero = (n: number) => Math.max(0, n);

/** Each figure of the admin calls, as services/admin-analytics/README.md defines it. */
export class Figures {
  constructor(
    private readonly models: ReadModels,
    private readonly now: () => Date,
  ) {}

  private async window(timeframe: Timeframe) {
    const now = this.now();
    const w = windowOf(timeframe, now);
    const [current, previous] = await Promise.all([this.models.counters(w.current), this.models.counters(w.previous)]);
    return { now, w, current, previous, start: keyStart(w.current[0]!) };
  }

  async metrics(timeframe: Timeframe) {
    const { now, w, current, previous, start } = await this.window(timeframe);
    const [activeUsers, recentlySeen, totals, recentActivity, last24h] = await Promise.all([
      this.models.seenSince('users', start, now),
      this.models.seenSince('users', new Date(now.getTime() - CHURN_RISK_DAYS * DAY_MS), now),
      this.models.totals(),
      this.models.recentActivity(),
      timeframe === 'H24' ? Promise.resolve(current) : this.models.counters(windowOf('H24', now).current),
    ]);
    const signups = sum(current, 'signups');
    const newUsers = sum(current, 'liveSignups');
    const conversion = (rows: Counters[]) => percent(sum(rows, 'newSubscribers'), sum(rows, 'signups'));
    const totalGenerations = sum(current, 'generations');
    const users = totals['users'] ?? 0;
    return {
      timeframe,
      totalRevenueCents: revenueOf(current),
      revenueGrowth: growth(revenueOf(current), revenueOf(previous)),
      activeUsers,
      userGrowth: growth(signups, sum(previous, 'signups')),
      totalGenerations,
      generationGrowth: growth(totalGenerations, sum(previous, 'generations')),
      conversionRate: conversion(current),
      conversionTrend: round1(conversion(current) - conversion(previous)),
      recentActivity,
      publicImages: totals['publicImages'] ?? 0,
      forSaleImages: totals['forSaleImages'] ?? 0,
      contentTypeStats: CONTENT_TYPES.map((type) => {
        const ratings = sum(current, `ratings.${type}`);
        return {
          contentType: graphqlEnumName(type) as ContentType,
          count: sum(current, `type.${type}`),
          avgRating: ratings ? round1(sum(current, `stars.${type}`) / ratings) : null,
        };
      }),
      categoryStats: CATEGORIES.map((category) => ({
        category: graphqlEnumName(category) as Category,
        count: sum(current, `category.${category}`),
        growth: growth(sum(current, `category.${category}`), sum(previous, `category.${category}`)),
      })),
      avgGenerationsPerUser: activeUsers ? round1(totalGenerations / activeUsers) : 0,
      engagementRate: percent(activeUsers, users),
      // Accounts older than the window that were active in it, over all accounts older than the window.
      retentionRate: percent(clampZero(activeUsers - newUsers), clampZero(users - newUsers)),
      churnRiskUsers: clampZero(users - recentlySeen),
      heavyFreeUsers: totals[`heavyFree.${monthKey(now)}`] ?? 0,
      qualityUnmonetizedImages: totals['qualityUnmonetized'] ?? 0,
      series: w.current.map((key, i) => ({
        start: keyStart(key).toISOString(),
        revenueCents: revenueOf([current[i]!]),
        generations: current[i]!['generations'] ?? 0,
        signups: current[i]!['signups'] ?? 0,
        activeUsers: current[i]!['activeUsers'] ?? 0,
      })),
      totalSignups: totals['accounts'] ?? 0,
      signupsLast24h: sum(last24h, 'signups'),
    };
  }

  /** Reads every timeframe's documents once, so that later calls mostly answer from memory. */
  async warm(): Promise<void> {
    for (const timeframe of ['D7', 'H24', 'D30', 'D90'] as const) {
      await this.metrics(timeframe);
      await this.revenue(timeframe);
      await this.searchAnalytics(timeframe, 25);
      await this.funnel(timeframe);
    }
  }

  async revenue(timeframe: Timeframe) {
    const { w, current, previous } = await this.window(timeframe);
    const totals = await this.models.totals();
    const aov = (rows: Counters[]) => centsRatio(sum(rows, 'marketplaceCents'), sum(rows, 'marketplaceSales'));
    const subscribers = totals['activeSubscribers'] ?? 0;
    const mrr = totals['mrrCents'] ?? 0;
    const cancellations = sum(current, 'cancellations');
    // Monthly churn: the window's cancellations over the subscribers it had, scaled to 30 days.
    const days = timeframe === 'H24' ? 1 : TIMEFRAME_DAYS[timeframe];
    const churn = cancellations ? (cancellations / (subscribers + cancellations)) * (30 / days) : 0;
    const arpu = centsRatio(mrr, subscribers);
    const top = await this.topSelling(w.current, w.previous);
    return {
      timeframe,
      totalCents: revenueOf(current),
      growthRate: growth(revenueOf(current), revenueOf(previous)),
      monthlyRecurringCents: mrr,
      activeSubscribers: subscribers,
      averageOrderValueCents: aov(current),
      aovGrowth: growth(aov(current), aov(previous)),
      customerLifetimeValueCents: churn ? Math.round(arpu / churn) : arpu * CLV_HORIZON_MONTHS,
      avgRetentionMonths: churn ? round1(1 / churn) : CLV_HORIZON_MONTHS,
      subscriptionsCents: sum(current, 'subscriptionCents'),
      subscriptionCount: sum(current, 'subscriptionPayments'),
      marketplaceCents: sum(current, 'marketplaceCents'),
      marketplaceSales: sum(current, 'marketplaceSales'),
      topSelling: top,
      freeUsersNearLimit: totals['freeNearLimit'] ?? 0,
      contentWithoutSales: totals['withoutSales'] ?? 0,
      churnRisk: totals['cancelling'] ?? 0,
      series: w.current.map((key, i) => ({
        start: keyStart(key).toISOString(),
        subscriptionsCents: current[i]!['subscriptionCents'] ?? 0,
        marketplaceCents: current[i]!['marketplaceCents'] ?? 0,
      })),
    };
  }

  /**
   * The window's best sellers (sales, then revenue, then id), with growth against the previous
   * window; computed once per flush and window (its bucket keys name it).
   */
  private topSelling(current: string[], previous: string[]) {
    const window = `${current[0]}/${current.length}`;
    return this.models.derived(`topSelling:${window}`, () => this.computeTopSelling(current, previous));
  }

  private async computeTopSelling(current: string[], previous: string[]) {
    const cur = await this.models.salesByImage(current);
    const before = (a: string, b: string) =>
      cur.get(b)!.n - cur.get(a)!.n || cur.get(b)!.c - cur.get(a)!.c || (a < b ? -1 : 1);
    // One pass keeping the best few (a 90-day window has tens of thousands of images sold).
    const chosen: string[] = [];
    for (const id of cur.keys()) {
      if (chosen.length === TOP_SELLING && before(id, chosen[TOP_SELLING - 1]!) > 0) continue;
      let at = chosen.length;
      while (at > 0 && before(id, chosen[at - 1]!) < 0) at--;
      chosen.splice(at, 0, id);
      if (chosen.length > TOP_SELLING) chosen.pop();
    }
    const prev = await this.models.salesByImage(previous, new Set(chosen));
    const images = await this.models.imageLabels(chosen.map(fromFieldKey));
    return chosen.map((key) => {
      const id = fromFieldKey(key);
      const image = images.get(id);
      const category = image?.category ?? undefined;
      return {
        imageId: id,
        title: image?.title ?? '',
        sales: cur.get(key)!.n,
        category:
          category && (CATEGORIES as readonly string[]).includes(category)
            ? (graphqlEnumName(category) as Category)
            : null,
        revenueCents: cur.get(key)!.c,
        growth: growth(cur.get(key)!.n, prev.get(key)?.n ?? 0),
      };
    });
  }

  async searchAnalytics(timeframe: Timeframe, limit: number) {
    const w = windowOf(timeframe, this.now());
    const rows = await this.models.searches(w.current);
    const terms = new Map<string, { count: number; ok: number }>();
    for (const row of rows)
      for (const [k, n] of Object.entries(row)) {
        const term = fromFieldKey(k.slice(0, k.lastIndexOf('.')));
        const t = terms.get(term) ?? { count: 0, ok: 0 };
        if (k.endsWith('.n')) t.count += n;
        else t.ok += n;
        terms.set(term, t);
      }
    return [...terms]
      .map(([term, t]) => ({ term, count: t.count, successRate: percent(t.ok, t.count) }))
      .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : 1))
      .slice(0, limit);
  }

  async funnel(timeframe: Timeframe) {
    const { now, current, start } = await this.window(timeframe);
    const counts: [string, number][] = [
      ['Visitors', await this.models.seenSince('visitors', start, now)],
      ['Sign-ups', sum(current, 'signups')],
      ['Trial Users', sum(current, 'trialUsers')],
      ['Subscribers', sum(current, 'newSubscribers')],
    ];
    return {
      timeframe,
      stages: counts.map(([name, count], i) => {
        const conversion = i === 0 ? 100 : percent(count, counts[i - 1]![1]);
        return { name, count, conversion, dropOff: i === 0 ? 0 : round1(100 - conversion) };
      }),
    };
  }

  async userRevenue(userId: string): Promise<number> {
    return (await this.models.revenue([userId])).get(userId) ?? 0;
  }
}
