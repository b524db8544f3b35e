import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Timeframe as TimeframeEnum } from '../__generated__/graphql';
import { DEFAULT_TIMEFRAME, TIMEFRAMES, type Timeframe } from './constants';

const ENUM_OF: Record<Timeframe, TimeframeEnum> = { '24h': 'H24', '7d': 'D7', '30d': 'D30', '90d': 'D90' };

/** The GraphQL enum value of a wire timeframe ('7d' → D7). */
export const timeframeEnum = (timeframe: Timeframe): TimeframeEnum => ENUM_OF[timeframe];

export function parseTimeframe(value: string | null): Timeframe {
  return (TIMEFRAMES as readonly (string | null)[]).includes(value) ? (value as Timeframe) : DEFAULT_TIMEFRAME;
}

/**
 * The dashboard's timeframe, kept in the URL (?timeframe=30d) so a reload or a shared link shows
 * the same figures; anything unknown reads as the default.
 */
export function useTimeframe(): [Timeframe, (next: Timeframe) => void] {
  const [params, setParams] = useSearchParams();
  const timeframe = parseTimeframe(params.get('timeframe'));
  const setTimeframe = useCallback(
    (next: Timeframe) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('timeframe', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [timeframe, setTimeframe];
}
