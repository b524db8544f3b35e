import { useQuery } from '@apollo/client/react';
import { FetchFailed } from '../../../components/FetchFailed';
import { MetricCard, MetricSkeletons } from '../../../components/MetricCard';
import { Panel } from '../../../components/Panel';
import { formatCents, formatCount, formatPercent } from '../../../lib/format';
import { EmailAnalyticsQuery } from '../documents';
import { shareOf } from '../emailRules';

const DATA_SOURCE_LABELS = {
  subscriberCounts: 'Subscriber counts',
  emailEvents: 'Email events',
  revenueData: 'Revenue',
  conversionRates: 'Conversion rates',
  segmentAnalysis: 'Segments',
} as const;

/** Analytics tab (spec 001 §2, §3): computed figures, each with what it is built from. */
export default function EmailAnalyticsPanel() {
  const { data, error, refetch } = useQuery(EmailAnalyticsQuery, { fetchPolicy: 'cache-and-network' });
  const analytics = data?.emailAnalytics;
  if (!analytics && error) {
    return (
      <FetchFailed
        error={error}
        message="Failed to fetch email analytics"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (!analytics) return <MetricSkeletons count={4} label="Loading email analytics" />;
  const { payments, email } = analytics.externalServices;

  return (
    <div className="tab-stack">
      <div className="metric-grid" data-testid="email-totals">
        <MetricCard
          title="Subscribers"
          value={formatCount(analytics.totalSubscribers)}
          testId="email-total-subscribers"
        />
        <MetricCard
          title="Open rate"
          value={formatPercent(analytics.openRate)}
          note="Share of delivered marketing mails opened."
          testId="email-open-rate"
        />
        <MetricCard
          title="Conversion rate"
          value={formatPercent(analytics.conversionRate)}
          note="Recipients who subscribed to the Family Plan after a mail."
          testId="email-conversion-rate"
        />
        <MetricCard
          title="Revenue per subscriber"
          value={formatCents(analytics.revenuePerSubscriberCents)}
          testId="email-revenue-per-subscriber"
        />
      </div>

      <Panel title="Campaign performance" testId="campaign-performance">
        {analytics.campaignPerformance.length === 0 ? (
          <p className="muted">No campaign has been sent yet.</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">Campaign performance</caption>
              <thead>
                <tr>
                  <th scope="col">Campaign</th>
                  <th scope="col">Sent</th>
                  <th scope="col">Opens</th>
                  <th scope="col">Open rate</th>
                  <th scope="col">Conversions</th>
                </tr>
              </thead>
              <tbody>
                {analytics.campaignPerformance.map((row) => (
                  <tr key={row.campaignId} data-testid="campaign-performance-row">
                    <th scope="row">{row.name}</th>
                    <td>{formatCount(row.sent)}</td>
                    <td>{formatCount(row.opens)}</td>
                    <td>{formatPercent(shareOf(row.opens, row.sent))}</td>
                    <td>{formatCount(row.conversions)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>

      <Panel title="Segment performance" testId="segment-performance">
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Segment performance</caption>
            <thead>
              <tr>
                <th scope="col">Segment</th>
                <th scope="col">Members</th>
                <th scope="col">Mails sent</th>
                <th scope="col">Opens</th>
                <th scope="col">Conversions</th>
              </tr>
            </thead>
            <tbody>
              {analytics.segmentPerformance.map((row) => (
                <tr key={row.segment}>
                  <th scope="row">{row.name}</th>
                  <td>{formatCount(row.count)}</td>
                  <td>{formatCount(row.sent)}</td>
                  <td>{formatCount(row.opens)}</td>
                  <td>{formatCount(row.conversions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>

      <div className="two-col">
        <Panel title="Data sources" description="What each figure is built from." testId="data-sources">
          <dl className="email-facts">
            {(Object.keys(DATA_SOURCE_LABELS) as (keyof typeof DATA_SOURCE_LABELS)[]).map((key) => (
              <div key={key} style={{ display: 'contents' }}>
                <dt>{DATA_SOURCE_LABELS[key]}</dt>
                <dd>{analytics.dataSource[key]}</dd>
              </div>
            ))}
          </dl>
        </Panel>
        <Panel
          title="External services"
          description="Payments from commerce events; mail totals from this service."
          testId="external-services"
        >
          <h4>Payments</h4>
          <dl className="email-facts">
            <dt>Total revenue</dt>
            <dd>{formatCents(payments.totalRevenueCents)}</dd>
            <dt>Customers</dt>
            <dd>{formatCount(payments.totalCustomers)}</dd>
            <dt>Average order</dt>
            <dd>{formatCents(payments.avgOrderValueCents)}</dd>
            <dt>Active subscriptions</dt>
            <dd>{formatCount(payments.activeSubscriptions)}</dd>
            <dt>One-time revenue</dt>
            <dd>{formatCents(payments.oneTimeRevenueCents)}</dd>
            <dt>Monthly recurring</dt>
            <dd>{formatCents(payments.monthlyRecurringRevenueCents)}</dd>
            <dt>Net revenue</dt>
            <dd>{formatCents(payments.netRevenueCents)}</dd>
          </dl>
          <h4>Email</h4>
          <dl className="email-facts" data-testid="email-service-totals">
            <dt>Mails sent</dt>
            <dd>{formatCount(email.totalSent)}</dd>
            <dt>Opens</dt>
            <dd>{formatCount(email.totalOpens)}</dd>
            <dt>Campaigns</dt>
            <dd>{formatCount(email.totalCampaigns)}</dd>
            <dt>Lists</dt>
            <dd>{formatCount(email.totalLists)}</dd>
          </dl>
        </Panel>
      </div>
    </div>
  );
}
