import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__';
import type { Timeframe } from './constants';
import { timeframeEnum } from './timeframe';

// The figures several tabs read (Overview, Content, Analytics use metrics; Revenue and Content use
// revenue): one document each, so a timeframe is fetched once and the tabs share Apollo's cache.

export const AdminMetricsQuery = graphql(`
  query AdminMetrics($timeframe: Timeframe!) {
    adminMetrics(timeframe: $timeframe) {
      timeframe
      totalRevenueCents
      revenueGrowth
      activeUsers
      userGrowth
      totalGenerations
      generationGrowth
      conversionRate
      conversionTrend
      recentActivity {
        description
        timestamp
        kind
      }
      publicImages
      forSaleImages
      contentTypeStats {
        contentType
        count
        avgRating
      }
      categoryStats {
        category
        count
        growth
      }
      avgGenerationsPerUser
      engagementRate
      retentionRate
      churnRiskUsers
      heavyFreeUsers
      qualityUnmonetizedImages
      series {
        start
        revenueCents
        generations
        signups
        activeUsers
      }
      totalSignups
      signupsLast24h
    }
  }
`);

export const AdminRevenueQuery = graphql(`
  query AdminRevenue($timeframe: Timeframe!) {
    adminRevenue(timeframe: $timeframe) {
      timeframe
      totalCents
      growthRate
      monthlyRecurringCents
      activeSubscribers
      averageOrderValueCents
      aovGrowth
      customerLifetimeValueCents
      avgRetentionMonths
      subscriptionsCents
      subscriptionCount
      marketplaceCents
      marketplaceSales
      topSelling {
        imageId
        title
        sales
        category
        revenueCents
        growth
      }
      freeUsersNearLimit
      contentWithoutSales
      churnRisk
      series {
        start
        subscriptionsCents
        marketplaceCents
      }
    }
  }
`);

export function useMetrics(timeframe: Timeframe) {
  return useQuery(AdminMetricsQuery, {
    variables: { timeframe: timeframeEnum(timeframe) },
    fetchPolicy: 'cache-and-network',
  });
}

export function useRevenue(timeframe: Timeframe) {
  return useQuery(AdminRevenueQuery, {
    variables: { timeframe: timeframeEnum(timeframe) },
    fetchPolicy: 'cache-and-network',
  });
}
