import { EmailPageLink } from '../../components/EmailPageLink';
import { FetchFailed } from '../../components/FetchFailed';
import { MetricCard, MetricSkeletons } from '../../components/MetricCard';
import { OpportunityCard } from '../../components/OpportunityCard';
import { Panel } from '../../components/Panel';
import { FETCH_FAILED, TIMEFRAME_LABELS } from '../../lib/constants';
import { useMetrics } from '../../lib/figures';
import { formatCount, formatGrowth, formatPercent } from '../../lib/format';
import { CATEGORY_LABELS } from '../../lib/labels';
import type { TabPanelProps } from '../../lib/tabs';
import { SearchTable } from './SearchTable';
import { fastestGrowingCategory, peakUsage } from './usageInsights';

/** Analytics tab (spec 001 §2): engagement and retention, search analytics, insights. */
export default function AnalyticsPanel({ timeframe }: TabPanelProps) {
  const { data, error, refetch } = useMetrics(timeframe);
  const metrics = data?.adminMetrics;
  const period = TIMEFRAME_LABELS[timeframe].toLowerCase();

  return (
    <div className="tab-stack">
      {!metrics && error ? (
        <FetchFailed
          error={error}
          message={FETCH_FAILED.metrics}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : !metrics ? (
        <MetricSkeletons count={2} label="Loading engagement" />
      ) : (
        <>
          <div className="two-col" data-testid="engagement-cards">
            <MetricCard
              title="Engagement"
              value={formatPercent(metrics.engagementRate)}
              sub={`of accounts were active ${period}; ${metrics.avgGenerationsPerUser.toFixed(1)} generations per active user`}
              testId="analytics-engagement"
            />
            <MetricCard
              title="Retention"
              value={formatPercent(metrics.retentionRate)}
              sub={`${formatCount(metrics.churnRiskUsers)} users inactive 14+ days (churn risk)`}
              testId="analytics-retention"
            />
          </div>
          <Insights metrics={metrics} hourly={timeframe === '24h'} />
        </>
      )}
      <SearchTable timeframe={timeframe} />
    </div>
  );
}

function Insights({
  metrics,
  hourly,
}: {
  metrics: NonNullable<ReturnType<typeof useMetrics>['data']>['adminMetrics'];
  hourly: boolean;
}) {
  const growing = fastestGrowingCategory(metrics.categoryStats);
  const peak = peakUsage(metrics.series, hourly);
  return (
    <Panel title="Insights" testId="analytics-insights">
      <div className="opportunity-grid">
        <OpportunityCard
          title="Category growth"
          figure={growing ? CATEGORY_LABELS[growing.category] : '—'}
          tone={growing && growing.growth > 0 ? 'good' : 'neutral'}
          testId="insight-category-growth"
        >
          {growing
            ? `${formatGrowth(growing.growth)} against the previous period, ${formatCount(growing.count)} images now.`
            : 'No images were generated in this timeframe.'}
        </OpportunityCard>
        <OpportunityCard title="Peak usage" figure={peak?.when ?? '—'} testId="insight-peak-usage">
          {peak
            ? `${formatCount(peak.generations)} generations (${formatPercent(peak.share)} of the timeframe) ${hourly ? 'in this hour' : 'on this weekday'}. Schedule campaigns and releases just before it.`
            : 'No generations in this timeframe yet.'}
        </OpportunityCard>
        <OpportunityCard
          title="Heavy free users"
          figure={formatCount(metrics.heavyFreeUsers)}
          tone={metrics.heavyFreeUsers > 0 ? 'warning' : 'neutral'}
          action={<EmailPageLink>Invite them to the Family Plan</EmailPageLink>}
          testId="insight-heavy-free"
        >
          Free users who generated 8 or more images in the last month: the likeliest subscribers.
        </OpportunityCard>
      </div>
    </Panel>
  );
}
