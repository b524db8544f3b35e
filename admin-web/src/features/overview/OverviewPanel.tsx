import { FetchFailed } from '../../components/FetchFailed';
import { MetricCard, MetricSkeletons } from '../../components/MetricCard';
import { Panel } from '../../components/Panel';
import { TimeSeriesChart } from '../../components/charts/TimeSeriesChart';
import { FETCH_FAILED, TIMEFRAME_LABELS } from '../../lib/constants';
import { useMetrics } from '../../lib/figures';
import { formatCents, formatCentsShort, formatCount, formatDateTime, formatPercent } from '../../lib/format';
import type { TabPanelProps } from '../../lib/tabs';

/** Overview tab (spec 001 §2): revenue, active users, generations, conversion, trends and recent activity. */
export default function OverviewPanel({ timeframe }: TabPanelProps) {
  const { data, error, refetch } = useMetrics(timeframe);
  const metrics = data?.adminMetrics;

  if (!metrics && error) {
    return (
      <FetchFailed error={error} message={FETCH_FAILED.metrics} onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  if (!metrics) return <MetricSkeletons count={4} label="Loading metrics" />;

  const hourly = timeframe === '24h';
  const period = TIMEFRAME_LABELS[timeframe].toLowerCase();
  return (
    <div className="tab-stack">
      {error && (
        <p className="inline-error" role="alert">
          {FETCH_FAILED.metrics}
        </p>
      )}
      <div className="metric-grid" data-testid="overview-cards">
        <MetricCard
          title="Revenue"
          value={formatCents(metrics.totalRevenueCents)}
          growth={metrics.revenueGrowth}
          testId="metric-revenue"
        />
        <MetricCard
          title="Active users"
          value={formatCount(metrics.activeUsers)}
          growth={metrics.userGrowth}
          testId="metric-active-users"
        />
        <MetricCard
          title="Generations"
          value={formatCount(metrics.totalGenerations)}
          growth={metrics.generationGrowth}
          testId="metric-generations"
        />
        <MetricCard
          title="Conversion rate"
          value={formatPercent(metrics.conversionRate)}
          growth={metrics.conversionTrend}
          growthLabel="trend"
          testId="metric-conversion"
        />
        <MetricCard
          title="Sign-ups"
          value={formatCount(metrics.totalSignups)}
          sub={`${formatCount(metrics.signupsLast24h)} in the last 24 hours`}
          note="All accounts ever created."
          testId="metric-signups"
        />
      </div>
      <div className="two-col">
        <TimeSeriesChart
          title={`Revenue, ${period}`}
          points={metrics.series}
          hourly={hourly}
          lines={[{ label: 'Revenue', value: (p) => p.revenueCents, format: formatCentsShort }]}
          testId="chart-revenue-over-time"
        />
        <TimeSeriesChart
          title={`Generations and sign-ups, ${period}`}
          points={metrics.series}
          hourly={hourly}
          lines={[
            { label: 'Generations', value: (p) => p.generations, format: formatCount },
            { label: 'Sign-ups', value: (p) => p.signups, format: formatCount },
            { label: 'Active users', value: (p) => p.activeUsers, format: formatCount },
          ]}
          testId="chart-generations-over-time"
        />
      </div>
      <Panel title="Recent activity" testId="recent-activity">
        {metrics.recentActivity.length ? (
          <ul className="activity-list">
            {metrics.recentActivity.map((entry, index) => (
              <li key={`${entry.timestamp}-${index}`}>
                <span>{entry.description}</span>
                <time dateTime={entry.timestamp} className="muted">
                  {formatDateTime(entry.timestamp)}
                </time>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nothing happened in this timeframe yet.</p>
        )}
      </Panel>
    </div>
  );
}
