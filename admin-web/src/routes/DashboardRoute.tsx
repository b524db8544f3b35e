import { lazy, Suspense, type LazyExoticComponent, type ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { buttonClassName, Select, Spinner, Tabs } from '@faithcraft/ui';
import { EMAIL_PAGE_PATH, TIMEFRAME_LABELS, TIMEFRAMES } from '../lib/constants';
import { parseTab, TAB_KEYS, TAB_LABELS, type TabKey, type TabPanelProps } from '../lib/tabs';
import { useTimeframe } from '../lib/timeframe';
import { useUrlTab } from '../lib/useUrlTab';
import { usePageMeta } from '../lib/usePageMeta';

// Each tab's code loads when the tab is first opened (Radix renders only the selected panel).
const PANELS: Record<TabKey, LazyExoticComponent<(props: TabPanelProps) => ReactNode>> = {
  overview: lazy(() => import('../features/overview/OverviewPanel')),
  users: lazy(() => import('../features/users/UsersPanel')),
  revenue: lazy(() => import('../features/revenue/RevenuePanel')),
  content: lazy(() => import('../features/content/ContentPanel')),
  storage: lazy(() => import('../features/storage/StoragePanel')),
  mcp: lazy(() => import('../features/mcp/McpPanel')),
  analytics: lazy(() => import('../features/analytics/AnalyticsPanel')),
  funnel: lazy(() => import('../features/funnel/FunnelPanel')),
};

export function DashboardRoute() {
  usePageMeta({ title: 'Dashboard' });
  const [tab, selectTab] = useUrlTab(parseTab, 'overview');
  const [timeframe, setTimeframe] = useTimeframe();

  return (
    <div className="dashboard">
      <div className="page-head dashboard__head">
        <div>
          <h1>Admin Dashboard</h1>
          <p className="muted">Business metrics and tools for running FaithCraft.</p>
        </div>
        <div className="dashboard__controls">
          <Select
            label="Timeframe"
            value={timeframe}
            onValueChange={setTimeframe}
            options={TIMEFRAMES.map((value) => ({ value, label: TIMEFRAME_LABELS[value] }))}
            describedBy="timeframe-note"
            className="timeframe"
          />
          <p id="timeframe-note" className="visually-hidden">
            Applies to metrics, revenue, search analytics and the funnel.
          </p>
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={EMAIL_PAGE_PATH}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="open-email"
          >
            <ExternalLink size={16} aria-hidden="true" />
            <span>Email Management</span>
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </div>
      </div>

      <Tabs
        label="Dashboard sections"
        selected={tab}
        onSelect={selectTab}
        tabs={TAB_KEYS.map((key) => {
          const Panel = PANELS[key];
          return {
            id: key,
            label: TAB_LABELS[key],
            panel: (
              <>
                <h2 className="visually-hidden">{TAB_LABELS[key]}</h2>
                <Suspense fallback={<Spinner label={`Loading ${TAB_LABELS[key]}`} />}>
                  <Panel timeframe={timeframe} onNavigate={selectTab} />
                </Suspense>
              </>
            ),
          };
        })}
      />
    </div>
  );
}
