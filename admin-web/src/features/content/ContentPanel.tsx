import { BarBreakdownChart } from '../../components/charts/BarBreakdownChart';
import { FetchFailed } from '../../components/FetchFailed';
import { MetricCard, MetricSkeletons } from '../../components/MetricCard';
import { OpportunityCard } from '../../components/OpportunityCard';
import { Panel } from '../../components/Panel';
import { FETCH_FAILED, TIMEFRAME_LABELS } from '../../lib/constants';
import { useMetrics } from '../../lib/figures';
import { formatCount, formatGrowth } from '../../lib/format';
import { CATEGORY_LABELS, CONTENT_TYPE_LABELS } from '../../lib/labels';
import type { TabPanelProps } from '../../lib/tabs';
import { contentInsights } from './contentInsights';
import { TopContentTable } from './TopContentTable';

/** Content tab (spec 001 §2): statistics, content-type analytics, performance insights, top content. */
export default function ContentPanel({ timeframe }: TabPanelProps) {
  const { data, error, refetch } = useMetrics(timeframe);
  const metrics = data?.adminMetrics;

  if (!metrics && error) {
    return (
      <FetchFailed error={error} message={FETCH_FAILED.metrics} onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  if (!metrics) return <MetricSkeletons count={4} label="Loading content statistics" />;

  const period = TIMEFRAME_LABELS[timeframe].toLowerCase();
  const insights = contentInsights(metrics);
  const types = [...metrics.contentTypeStats].sort((a, b) => b.count - a.count);
  return (
    <div className="tab-stack">
      <div className="metric-grid" data-testid="content-stats">
        <MetricCard
          title="Generated"
          value={formatCount(metrics.totalGenerations)}
          growth={metrics.generationGrowth}
          testId="content-generated"
        />
        <MetricCard title="Public images" value={formatCount(metrics.publicImages)} testId="content-public" />
        <MetricCard title="For sale" value={formatCount(metrics.forSaleImages)} testId="content-for-sale" />
        <MetricCard
          title="Per active user"
          value={metrics.avgGenerationsPerUser.toFixed(1)}
          sub="generations on average"
          testId="content-per-user"
        />
      </div>
      <div className="two-col">
        <BarBreakdownChart
          title={`Content types, ${period}`}
          valueLabel="Images"
          format={formatCount}
          items={types.map((stat) => ({ label: CONTENT_TYPE_LABELS[stat.contentType], value: stat.count }))}
          extraColumns={[
            {
              label: 'Average rating',
              value: (index) => {
                const rating = types[index]?.avgRating;
                return rating === null || rating === undefined ? 'not rated' : `${rating.toFixed(1)} / 5`;
              },
            },
          ]}
          testId="chart-content-types"
        />
        <Panel
          title="Categories"
          description={`Images per category, ${period}, and growth against the previous period.`}
        >
          <table className="data-table" data-testid="category-table">
            <thead>
              <tr>
                <th scope="col">Category</th>
                <th scope="col">Images</th>
                <th scope="col">Growth</th>
              </tr>
            </thead>
            <tbody>
              {metrics.categoryStats.map((stat) => (
                <tr key={stat.category}>
                  <th scope="row">{CATEGORY_LABELS[stat.category]}</th>
                  <td>{formatCount(stat.count)}</td>
                  <td className={stat.growth > 0 ? 'text-success' : stat.growth < 0 ? 'text-error' : undefined}>
                    {formatGrowth(stat.growth)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Panel>
      </div>
      <Panel title="Performance insights" testId="content-insights">
        <div className="opportunity-grid">
          {insights.map((insight) => (
            <OpportunityCard key={insight.title} title={insight.title} figure={insight.figure} tone={insight.tone}>
              {insight.text}
            </OpportunityCard>
          ))}
        </div>
      </Panel>
      <TopContentTable timeframe={timeframe} />
    </div>
  );
}
