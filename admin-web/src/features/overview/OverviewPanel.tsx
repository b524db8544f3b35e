import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { AccessDenied, SignInRequired } from '../../components/layout/AccessCards';
import { graphQLErrorCode } from '@faithcraft/ui';

const AdminMetricsQuery = graphql(`
  query AdminMetrics {
    adminMetrics {
      totalSignups
      signupsLast24h
    }
  }
`);

const numberFormat = new Intl.NumberFormat('en-US');

/** Overview tab: business metrics built from domain events. Only sign-ups exist so far. */
export function OverviewPanel() {
  const { data, loading, error, refetch } = useQuery(AdminMetricsQuery, {
    fetchPolicy: 'cache-and-network',
  });
  const metrics = data?.adminMetrics;

  if (!metrics && error) {
    const code = graphQLErrorCode(error);
    if (code === 'FORBIDDEN') return <AccessDenied />;
    if (code === 'UNAUTHENTICATED') return <SignInRequired />;
    return (
      <div className="inline-error" role="alert">
        <p>The metrics could not be loaded.</p>
        <button
          type="button"
          className="btn btn--secondary btn--sm"
          onClick={() => void refetch().catch(() => undefined)}
        >
          Try again
        </button>
      </div>
    );
  }

  return (
    <div className="metric-grid" aria-busy={loading && !metrics}>
      <article className="metric-card" aria-labelledby="metric-signups-title" data-testid="metric-signups">
        <h3 id="metric-signups-title" className="metric-card__title">
          Sign-ups
        </h3>
        {metrics ? (
          <>
            <p className="metric-card__value" data-testid="metric-total-signups">
              {numberFormat.format(metrics.totalSignups)}
            </p>
            <p className="metric-card__sub">
              <span className="metric-card__trend" data-testid="metric-signups-24h">
                {numberFormat.format(metrics.signupsLast24h)}
              </span>{' '}
              last 24 h
            </p>
          </>
        ) : (
          <div className="metric-card__skeleton" role="status">
            <span className="visually-hidden">Loading sign-ups</span>
          </div>
        )}
        <p className="metric-card__note">All accounts ever created.</p>
      </article>
    </div>
  );
}
