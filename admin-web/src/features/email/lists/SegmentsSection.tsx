import { useQuery } from '@apollo/client/react';
import { Button } from '@faithcraft/ui';
import { FetchFailed } from '../../../components/FetchFailed';
import { MetricCard, MetricSkeletons } from '../../../components/MetricCard';
import { Panel } from '../../../components/Panel';
import { formatCount, formatDateTime } from '../../../lib/format';
import { EmailSegmentsQuery } from '../documents';
import { SEGMENTS } from '../emailRules';
import type { EmailSegment } from '../../../__generated__/graphql';

const COUNT_FIELD: Record<
  EmailSegment,
  'newVisitors' | 'activeTrial' | 'limitReached' | 'subscribers' | 'inactive' | 'churned'
> = {
  NEW_VISITORS: 'newVisitors',
  ACTIVE_TRIAL: 'activeTrial',
  LIMIT_REACHED: 'limitReached',
  SUBSCRIBERS: 'subscribers',
  INACTIVE: 'inactive',
  CHURNED: 'churned',
};

/** The segments overview (live counts) and one card per segment with the spec's description (§4). */
export function SegmentsSection() {
  const { data, error, refetch, loading } = useQuery(EmailSegmentsQuery, { fetchPolicy: 'cache-and-network' });
  const segments = data?.emailSegments;
  const reload = () => void refetch().catch(() => undefined);

  if (!segments && error) return <FetchFailed error={error} message="Failed to fetch segments" onRetry={reload} />;
  const total = segments ? SEGMENTS.reduce((sum, entry) => sum + segments[COUNT_FIELD[entry.segment]], 0) : 0;

  return (
    <Panel
      title="Segments overview"
      description={
        segments
          ? `Computed from account, generation and payment events; counted ${formatDateTime(segments.computedAt)}. A person can be in more than one segment.`
          : 'Computed from account, generation and payment events.'
      }
      actions={
        <Button variant="ghost" size="sm" onClick={reload} pending={loading && Boolean(segments)}>
          Refresh counts
        </Button>
      }
      testId="segments"
    >
      {segments ? (
        <>
          <p className="muted" data-testid="segments-total">
            {formatCount(total)} segment membership{total === 1 ? '' : 's'} across {SEGMENTS.length} segments.
          </p>
          <div className="metric-grid">
            {SEGMENTS.map((entry) => (
              <MetricCard
                key={entry.segment}
                title={entry.name}
                value={formatCount(segments[COUNT_FIELD[entry.segment]])}
                note={`${entry.description}.`}
                testId={`segment-${entry.segment.toLowerCase()}`}
              />
            ))}
          </div>
        </>
      ) : (
        <MetricSkeletons count={6} label="Loading segment counts" />
      )}
    </Panel>
  );
}
