import type { Timeframe } from './constants';

/** The dashboard's sections in display order (spec 001 §2), also the `?tab=` values of the URL. */
export const TAB_KEYS = ['overview', 'users', 'revenue', 'content', 'storage', 'mcp', 'analytics', 'funnel'] as const;
export type TabKey = (typeof TAB_KEYS)[number];

export const TAB_LABELS: Record<TabKey, string> = {
  overview: 'Overview',
  users: 'Users',
  revenue: 'Revenue',
  content: 'Content',
  storage: 'Storage',
  mcp: 'MCP Tools',
  analytics: 'Analytics',
  funnel: 'Funnel',
};

export const parseTab = (value: string | null): TabKey =>
  (TAB_KEYS as readonly (string | null)[]).includes(value) ? (value as TabKey) : 'overview';

/** What every tab panel receives: the chosen timeframe and a way to move to another tab. */
export interface TabPanelProps {
  timeframe: Timeframe;
  onNavigate: (tab: TabKey) => void;
}
