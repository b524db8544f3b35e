import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { Timeframe } from '../../lib/constants';
import { timeframeEnum } from '../../lib/timeframe';

export const SEARCH_TERMS_SHOWN = 25;

export const SearchAnalyticsQuery = graphql(`
  query AdminSearchAnalytics($timeframe: Timeframe!, $limit: Int!) {
    adminSearchAnalytics(timeframe: $timeframe, limit: $limit) {
      term
      count
      successRate
    }
  }
`);

export function useSearchAnalytics(timeframe: Timeframe) {
  return useQuery(SearchAnalyticsQuery, {
    variables: { timeframe: timeframeEnum(timeframe), limit: SEARCH_TERMS_SHOWN },
    fetchPolicy: 'cache-and-network',
  });
}
