import { FetchFailed } from '../../components/FetchFailed';
import { Panel } from '../../components/Panel';
import { FETCH_FAILED, type Timeframe } from '../../lib/constants';
import { formatCount, formatPercent } from '../../lib/format';
import { useSearchAnalytics } from './searchDocuments';
import { isGoodSuccessRate } from './usageInsights';

/** Marketplace searches of the timeframe: term, count, success rate (green above 50 %). */
export function SearchTable({ timeframe }: { timeframe: Timeframe }) {
  const { data, error, refetch } = useSearchAnalytics(timeframe);
  const terms = data?.adminSearchAnalytics;
  return (
    <Panel
      title="Search analytics"
      description="What people search for in the marketplace; success rate is the share of searches with at least one result."
      testId="search-analytics"
    >
      {!terms && error ? (
        <FetchFailed
          error={error}
          message={FETCH_FAILED.searchAnalytics}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : terms && terms.length ? (
        <table className="data-table" data-testid="search-table">
          <thead>
            <tr>
              <th scope="col">Term</th>
              <th scope="col">Count</th>
              <th scope="col">Success rate</th>
            </tr>
          </thead>
          <tbody>
            {terms.map((row) => (
              <tr key={row.term}>
                <th scope="row">{row.term}</th>
                <td>{formatCount(row.count)}</td>
                <td
                  className={isGoodSuccessRate(row.successRate) ? 'text-success' : undefined}
                  data-testid="success-rate"
                >
                  {formatPercent(row.successRate)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : terms ? (
        <p className="muted">No marketplace searches in this timeframe yet.</p>
      ) : null}
    </Panel>
  );
}
