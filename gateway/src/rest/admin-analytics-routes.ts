import type { Request } from 'express';
import { choiceMessage } from '@faithcraft/lib';
import type { RestRoute } from './facade.js';
import { WireValueRefused } from './wire-enums.js';

/** The spec's timeframes on the wire, and the SDL's names for them. */
const TIMEFRAMES: Record<string, string> = { '24h': 'H24', '7d': 'D7', '30d': 'D30', '90d': 'D90' };
const WIRE_TIMEFRAME = Object.fromEntries(Object.entries(TIMEFRAMES).map(([wire, name]) => [name, wire]));

/** `?timeframe=` as the SDL enum: missing → 7d; anything else than the four → 400 with the choices. */
export function timeframeOf(req: Request): string {
  const raw = req.query['timeframe'];
  if (raw === undefined || raw === '') return 'D7';
  const name = typeof raw === 'string' ? TIMEFRAMES[raw.trim().toLowerCase()] : undefined;
  if (!name) throw new WireValueRefused(choiceMessage('timeframe', Object.keys(TIMEFRAMES)));
  return name;
}

/**
 * The spec's field names and units: `...Cents` fields become the name without the suffix, in dollars
 * (totalRevenueCents 299 → totalRevenue 2.99); the timeframe in its wire form.
 */
export function toSpecFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toSpecFields);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key.endsWith('Cents') && typeof v === 'number') return [key.slice(0, -'Cents'.length), v / 100];
      if (key === 'timeframe' && typeof v === 'string') return [key, WIRE_TIMEFRAME[v] ?? v];
      return [key, toSpecFields(v)];
    }),
  );
}

const METRICS_FIELDS = `timeframe totalRevenueCents revenueGrowth activeUsers userGrowth totalGenerations generationGrowth
  conversionRate conversionTrend recentActivity { description timestamp kind } publicImages forSaleImages
  contentTypeStats { contentType count avgRating } categoryStats { category count growth } avgGenerationsPerUser
  engagementRate retentionRate churnRiskUsers heavyFreeUsers qualityUnmonetizedImages totalSignups signupsLast24h
  series { start revenueCents generations signups activeUsers }`;
const REVENUE_FIELDS = `timeframe totalCents growthRate monthlyRecurringCents activeSubscribers averageOrderValueCents
  aovGrowth customerLifetimeValueCents avgRetentionMonths subscriptionsCents subscriptionCount marketplaceCents
  marketplaceSales topSelling { imageId title sales category revenueCents growth } freeUsersNearLimit
  contentWithoutSales churnRisk series { start subscriptionsCents marketplaceCents }`;

const figures =
  (field: string, pick: (v: Record<string, unknown>) => unknown = (v) => v) =>
  (data: Record<string, unknown>) => ({
    status: 200,
    body: toSpecFields(pick(data[field] as Record<string, unknown>)),
  });

/** Spec 001 §7 admin figures. admin-analytics checks the admin role on every call (401 / 403). */
export const adminAnalyticsRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/admin/metrics',
    operation: `query AdminMetricsRest($timeframe: Timeframe) { adminMetrics(timeframe: $timeframe) { ${METRICS_FIELDS} } }`,
    variables: (req) => ({ timeframe: timeframeOf(req) }),
    reply: figures('adminMetrics'),
  },
  {
    method: 'get',
    path: '/admin/revenue',
    operation: `query AdminRevenueRest($timeframe: Timeframe) { adminRevenue(timeframe: $timeframe) { ${REVENUE_FIELDS} } }`,
    variables: (req) => ({ timeframe: timeframeOf(req) }),
    reply: figures('adminRevenue'),
  },
  {
    method: 'get',
    path: '/admin/search-analytics',
    operation: `query AdminSearchRest($timeframe: Timeframe) { adminSearchAnalytics(timeframe: $timeframe, limit: 100) { term count successRate } }`,
    variables: (req) => ({ timeframe: timeframeOf(req) }),
    reply: (data) => ({ status: 200, body: data['adminSearchAnalytics'] }),
  },
  {
    method: 'get',
    path: '/admin/funnel',
    operation: `query AdminFunnelRest($timeframe: Timeframe) { adminFunnel(timeframe: $timeframe) { stages { name count conversion dropOff } } }`,
    variables: (req) => ({ timeframe: timeframeOf(req) }),
    reply: figures('adminFunnel', (v) => ({ stages: v['stages'] })),
  },
];
