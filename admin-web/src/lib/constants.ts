/** Timeframes offered by the dashboard (admin spec §9); 7d is the default. */
export const TIMEFRAMES = ['24h', '7d', '30d', '90d'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const DEFAULT_TIMEFRAME: Timeframe = '7d';

export const ACCESS_DENIED_MESSAGE = "You don't have permission to access the admin panel.";
