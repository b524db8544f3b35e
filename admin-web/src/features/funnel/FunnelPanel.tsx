import { useQuery } from '@apollo/client/react';
import { Button } from '@faithcraft/ui';
import { graphql } from '../../__generated__';
import { BarBreakdownChart } from '../../components/charts/BarBreakdownChart';
import { EmailPageLink } from '../../components/EmailPageLink';
import { FetchFailed } from '../../components/FetchFailed';
import { MetricSkeletons } from '../../components/MetricCard';
import { OpportunityCard } from '../../components/OpportunityCard';
import { Panel } from '../../components/Panel';
import { FAMILY_PLAN_CENTS, FETCH_FAILED, TIMEFRAME_LABELS } from '../../lib/constants';
import { formatCents, formatCount, formatPercent } from '../../lib/format';
import type { TabPanelProps } from '../../lib/tabs';
import { timeframeEnum } from '../../lib/timeframe';
import { WHAT_IF_IMPROVEMENT_POINTS, weakestStep, whatIf } from './funnelMath';

const FunnelQuery = graphql(`
  query AdminFunnel($timeframe: Timeframe!) {
    adminFunnel(timeframe: $timeframe) {
      timeframe
      stages {
        name
        count
        conversion
        dropOff
      }
    }
  }
`);

/** Funnel tab (spec 001 §2): Visitors → Sign-ups → Trial Users → Subscribers, a what-if, optimisations. */
export default function FunnelPanel({ timeframe, onNavigate }: TabPanelProps) {
  const { data, error, refetch } = useQuery(FunnelQuery, {
    variables: { timeframe: timeframeEnum(timeframe) },
    fetchPolicy: 'cache-and-network',
  });
  const stages = data?.adminFunnel.stages;

  if (!stages && error) {
    return (
      <FetchFailed error={error} message={FETCH_FAILED.funnel} onRetry={() => void refetch().catch(() => undefined)} />
    );
  }
  if (!stages) return <MetricSkeletons count={4} label="Loading the funnel" />;

  const estimate = whatIf(stages);
  const weakest = weakestStep(stages);
  return (
    <div className="tab-stack">
      <ol className="funnel-stages" data-testid="funnel-stages">
        {stages.map((stage) => (
          <li key={stage.name} className="funnel-stage" data-testid="funnel-stage">
            <h3 className="metric-card__title">{stage.name}</h3>
            <p className="metric-card__value">{formatCount(stage.count)}</p>
            <p className="metric-card__sub">
              <span>Conversion {formatPercent(stage.conversion)}</span> ·{' '}
              <span>Drop-off {formatPercent(stage.dropOff)}</span>
            </p>
          </li>
        ))}
      </ol>
      <BarBreakdownChart
        title={`Conversion funnel, ${TIMEFRAME_LABELS[timeframe].toLowerCase()}`}
        valueLabel="People"
        format={formatCount}
        layout="vertical"
        items={stages.map((stage) => ({ label: stage.name, value: stage.count }))}
        extraColumns={[
          { label: 'Conversion', value: (index) => formatPercent(stages[index]?.conversion ?? 0) },
          { label: 'Drop-off', value: (index) => formatPercent(stages[index]?.dropOff ?? 0) },
        ]}
        testId="chart-funnel"
      />
      <Panel title="What if" testId="funnel-what-if">
        <p>
          If {WHAT_IF_IMPROVEMENT_POINTS}% more of the trial users subscribed (from{' '}
          {formatPercent(estimate.currentRate)} to {formatPercent(estimate.improvedRate)}):{' '}
          <strong>+{formatCount(estimate.extraSubscribers)} subscribers</strong>, worth{' '}
          <strong data-testid="what-if-value">{formatCents(estimate.extraMonthlyCents)}</strong> a month at{' '}
          {formatCents(FAMILY_PLAN_CENTS)} each.
        </p>
      </Panel>
      <Panel
        title="Optimisation"
        description={
          weakest ? `The largest drop-off is before ${weakest.name} (${formatPercent(weakest.dropOff)}).` : undefined
        }
        testId="funnel-optimisation"
      >
        <div className="opportunity-grid">
          <OpportunityCard
            title="Turn visitors into sign-ups"
            figure={formatPercent(stages[1]?.conversion ?? 0)}
            action={
              <Button size="sm" variant="secondary" onClick={() => onNavigate('analytics')}>
                Review searches
              </Button>
            }
          >
            Searches without results show what visitors came for and did not find.
          </OpportunityCard>
          <OpportunityCard
            title="Get sign-ups creating"
            figure={formatPercent(stages[2]?.conversion ?? 0)}
            action={<EmailPageLink>Start the welcome campaign</EmailPageLink>}
          >
            New accounts with no image yet (the New Visitors segment) get the welcome series.
          </OpportunityCard>
          <OpportunityCard
            title="Convert trial users"
            figure={formatPercent(stages[3]?.conversion ?? 0)}
            action={<EmailPageLink>Send the upgrade campaign</EmailPageLink>}
          >
            Free users at their limit (the Limit Reached segment) get the Family Plan offer at{' '}
            {formatCents(FAMILY_PLAN_CENTS)}.
          </OpportunityCard>
          <OpportunityCard
            title="Check pricing and offers"
            figure={formatCents(FAMILY_PLAN_CENTS)}
            action={
              <Button size="sm" variant="secondary" onClick={() => onNavigate('revenue')}>
                Open revenue
              </Button>
            }
          >
            Compare subscriptions with marketplace sales and the revenue opportunities.
          </OpportunityCard>
        </div>
      </Panel>
    </div>
  );
}
