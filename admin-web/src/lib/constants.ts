/** Timeframes offered by the dashboard (admin spec §9); 7d is the default. */
export const TIMEFRAMES = ['24h', '7d', '30d', '90d'] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const DEFAULT_TIMEFRAME: Timeframe = '7d';

export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

export const ACCESS_DENIED_MESSAGE = "You don't have permission to access the admin panel.";
export const EMAIL_ACCESS_DENIED_MESSAGE = 'You need admin privileges to access email management.';

/** The Family Plan's monthly price, the value of each conversion in every estimate (spec 001 §9). */
export const FAMILY_PLAN_CENTS = 999;

/** The email management page (issue 10); the dashboard opens it in a new tab. */
export const EMAIL_PAGE_PATH = '/admin/email';

/** Spec 001 §8, data fetch failures: exactly these texts. */
export const FETCH_FAILED = {
  metrics: 'Failed to fetch metrics',
  users: 'Failed to fetch users',
  revenue: 'Failed to fetch revenue data',
  searchAnalytics: 'Failed to fetch search analytics',
  funnel: 'Failed to fetch funnel data',
  imageHealth: 'Failed to fetch image health',
} as const;
