import { Button } from '@faithcraft/ui';
import { BarBreakdownChart } from '../../components/charts/BarBreakdownChart';
import { TimeSeriesChart } from '../../components/charts/TimeSeriesChart';
import { EmailPageLink } from '../../components/EmailPageLink';
import { FetchFailed } from '../../components/FetchFailed';
import { MetricCard, MetricSkeletons } from '../../components/MetricCard';
import { OpportunityCard } from '../../components/OpportunityCard';
import { Panel } from '../../components/Panel';
import { FAMILY_PLAN_CENTS, FETCH_FAILED, TIMEFRAME_LABELS } from '../../lib/constants';
import { useRevenue } from '../../lib/figures';
import { formatCents, formatCentsShort, formatCount, formatGrowth } from '../../lib/format';
import { CATEGORY_LABELS } from '../../lib/labels';
import type { TabPanelProps } from '../../lib/tabs';

/** Revenue tab (spec 001 §2): totals, revenue streams, top-selling content and opportunities. */
export default function RevenuePanel({ timeframe, onNavigate }: TabPanelProps) {
  const { data, error, refetch } = useRevenue(timeframe);
  const revenue = data?.adminRevenue;

  if (!revenue && error) {
    return (
      <FetchFailed error={error} message={FETCH_FAILED.revenue} onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  if (!revenue) return <MetricSkeletons count={4} label="Loading revenue" />;

  const period = TIMEFRAME_LABELS[timeframe].toLowerCase();
  return (
    <div className="tab-stack">
      {error && (
        <p className="inline-error" role="alert">
          {FETCH_FAILED.revenue}
        </p>
      )}
      <div className="metric-grid" data-testid="revenue-cards">
        <MetricCard
          title="Total revenue"
          value={formatCents(revenue.totalCents)}
          growth={revenue.growthRate}
          testId="revenue-total"
        />
        <MetricCard
          title="Monthly recurring revenue"
          value={formatCents(revenue.monthlyRecurringCents)}
          sub={`${formatCount(revenue.activeSubscribers)} active subscribers`}
          testId="revenue-mrr"
        />
        <MetricCard
          title="Average order value"
          value={formatCents(revenue.averageOrderValueCents)}
          growth={revenue.aovGrowth}
          testId="revenue-aov"
        />
        <MetricCard
          title="Customer lifetime value"
          value={formatCents(revenue.customerLifetimeValueCents)}
          sub={`${revenue.avgRetentionMonths.toFixed(1)} months average retention`}
          testId="revenue-clv"
        />
      </div>
      <div className="two-col">
        <BarBreakdownChart
          title={`Revenue streams, ${period}`}
          valueLabel="Revenue"
          format={formatCents}
          items={[
            { label: 'Subscriptions', value: revenue.subscriptionsCents },
            { label: 'Marketplace', value: revenue.marketplaceCents },
          ]}
          extraColumns={[
            {
              label: 'Payments or sales',
              value: (index) => formatCount(index === 0 ? revenue.subscriptionCount : revenue.marketplaceSales),
            },
          ]}
          testId="chart-revenue-streams"
        />
        <TimeSeriesChart
          title={`Revenue over time, ${period}`}
          points={revenue.series}
          hourly={timeframe === '24h'}
          stacked
          lines={[
            { label: 'Subscriptions', value: (p) => p.subscriptionsCents, format: formatCentsShort },
            { label: 'Marketplace', value: (p) => p.marketplaceCents, format: formatCentsShort },
          ]}
          testId="chart-revenue-series"
        />
      </div>
      <Panel title="Top-selling content" testId="top-selling">
        {revenue.topSelling.length ? (
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Title</th>
                  <th scope="col">Category</th>
                  <th scope="col">Sales</th>
                  <th scope="col">Revenue</th>
                  <th scope="col">Growth</th>
                </tr>
              </thead>
              <tbody>
                {revenue.topSelling.map((item) => (
                  <tr key={item.imageId}>
                    <th scope="row">{item.title}</th>
                    <td>{item.category ? CATEGORY_LABELS[item.category] : '—'}</td>
                    <td>{formatCount(item.sales)}</td>
                    <td>{formatCents(item.revenueCents)}</td>
                    <td>{formatGrowth(item.growth)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="muted">No marketplace sales in this timeframe yet.</p>
        )}
      </Panel>
      <Panel title="Revenue opportunities" testId="revenue-opportunities">
        <div className="opportunity-grid">
          <OpportunityCard
            title="Free users near their limit"
            figure={formatCount(revenue.freeUsersNearLimit)}
            action={<EmailPageLink>Plan an upgrade campaign</EmailPageLink>}
          >
            Up to {formatCents(revenue.freeUsersNearLimit * FAMILY_PLAN_CENTS)} a month if each took the Family Plan at{' '}
            {formatCents(FAMILY_PLAN_CENTS)}.
          </OpportunityCard>
          <OpportunityCard
            title="Content without sales"
            figure={formatCount(revenue.contentWithoutSales)}
            action={
              <Button size="sm" variant="secondary" onClick={() => onNavigate('content')}>
                Review content
              </Button>
            }
          >
            Images for sale that have not sold yet: promote the strongest ones on the landing page.
          </OpportunityCard>
          <OpportunityCard
            title="Churn risk"
            figure={formatCount(revenue.churnRisk)}
            tone={revenue.churnRisk > 0 ? 'warning' : 'neutral'}
            action={<EmailPageLink>Plan a win-back campaign</EmailPageLink>}
          >
            Subscribers inactive for 14 days or more: {formatCents(revenue.churnRisk * FAMILY_PLAN_CENTS)} a month at
            risk.
          </OpportunityCard>
        </div>
      </Panel>
    </div>
  );
}
