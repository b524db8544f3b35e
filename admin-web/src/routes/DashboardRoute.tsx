import { useState } from 'react';
import { Select, Tabs } from '@faithcraft/ui';
import { OverviewPanel } from '../features/overview/OverviewPanel';
import { DEFAULT_TIMEFRAME, TIMEFRAMES, type Timeframe } from '../lib/constants';
import { usePageMeta } from '../lib/usePageMeta';

type TabKey = 'overview' | 'users' | 'revenue' | 'content' | 'storage' | 'mcp' | 'analytics' | 'funnel';

/** Section labels in display order. */
const SECTIONS: Record<TabKey, string> = {
  overview: 'Overview',
  users: 'Users',
  revenue: 'Revenue',
  content: 'Content',
  storage: 'Storage',
  mcp: 'MCP Tools',
  analytics: 'Analytics',
  funnel: 'Funnel',
};

const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  '24h': 'Last 24 hours',
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
};

export function DashboardRoute() {
  usePageMeta({ title: 'Dashboard' });
  const [tab, setTab] = useState<TabKey>('overview');
  // Kept for the metrics that will use it; nothing on the dashboard depends on it yet.
  const [timeframe, setTimeframe] = useState<Timeframe>(DEFAULT_TIMEFRAME);

  return (
    <div className="dashboard">
      <div className="page-head dashboard__head">
        <div>
          <h1>Admin Dashboard</h1>
          <p className="muted">Business metrics and tools for running FaithCraft.</p>
        </div>
        <div className="timeframe">
          <Select
            label="Timeframe"
            value={timeframe}
            onValueChange={setTimeframe}
            options={TIMEFRAMES.map((value) => ({ value, label: TIMEFRAME_LABELS[value] }))}
            describedBy="timeframe-note"
          />
          <p id="timeframe-note" className="timeframe__note">
            Not applied yet: sign-up figures are all-time and last 24 h.
          </p>
        </div>
      </div>

      <Tabs
        label="Dashboard sections"
        selected={tab}
        onSelect={setTab}
        tabs={(Object.entries(SECTIONS) as [TabKey, string][]).map(([key, label]) => ({
          id: key,
          label,
          panel: <SectionPanel section={key} label={label} />,
        }))}
      />
    </div>
  );
}

/** One dashboard section; only Overview is built so far. */
function SectionPanel({ section, label }: { section: TabKey; label: string }) {
  return (
    <>
      <h2 className="visually-hidden">{label}</h2>
      {section === 'overview' ? (
        <OverviewPanel />
      ) : (
        <div className="coming-soon" data-testid="tab-coming-soon">
          <p className="coming-soon__title">{label} is coming soon</p>
          <p className="muted">
            This section is not built yet. It will arrive in a later release; the Overview tab shows the metrics
            available today.
          </p>
        </div>
      )}
    </>
  );
}
