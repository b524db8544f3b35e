import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import { formatCents } from '../../lib/format';
import { profileStats } from './profileStats';

const ProfileStatsQuery = graphql(`
  query ProfileStats {
    me {
      id
      totalGenerations
      totalDownloads
      totalEarningsCents
      totalSales
      totalSpentCents
      totalPurchases
    }
  }
`);

interface StatCardsProps {
  /** Free generations left; null means unlimited (admin or Family Plan). */
  generationsRemaining: number | null;
}

function StatCard({ label, value, detail, testId }: { label: string; value: string; detail: string; testId: string }) {
  return (
    <li className="stat-card" data-testid={testId}>
      <p className="stat-card__label">{label}</p>
      <p className="stat-card__value">{value}</p>
      <p className="stat-card__detail">{detail}</p>
    </li>
  );
}

/** The four profile stat cards (spec 000 Profile). */
export function StatCards({ generationsRemaining }: StatCardsProps) {
  // The counts come from the content service; if it cannot answer, the cards say so rather than
  // showing a made-up 0. 'no-cache': a failed count nulls `me` in this answer, which must not
  // overwrite the signed-in user that the header and the rest of the page read from the cache.
  const { data, loading, error } = useQuery(ProfileStatsQuery, { errorPolicy: 'all', fetchPolicy: 'no-cache' });
  const unavailable = !loading && (error !== undefined || data?.me?.totalGenerations == null);
  const stats = profileStats(data?.me);
  const shown = (text: string) => (loading && !data ? '…' : unavailable ? '—' : text);
  const count = (n: number) => shown(String(n));

  return (
    <section aria-labelledby="profile-stats-title" className="profile-section">
      <h2 id="profile-stats-title" className="visually-hidden">
        Your activity
      </h2>
      {unavailable && (
        <p className="profile-note" role="status">
          Failed to fetch user stats
        </p>
      )}
      <ul className="stat-grid">
        <StatCard
          testId="stat-generated"
          label="Content Generated"
          value={count(stats.totalGenerations)}
          detail={generationsRemaining === null ? 'Unlimited' : `${generationsRemaining} remaining`}
        />
        <StatCard
          testId="stat-downloads"
          label="Downloads"
          value={count(stats.totalDownloads)}
          detail="Total files downloaded"
        />
        <StatCard
          testId="stat-sales"
          label="Marketplace Sales"
          value={shown(formatCents(stats.totalEarningsCents))}
          detail={`${count(stats.totalSales)} items sold`}
        />
        <StatCard
          testId="stat-purchases"
          label="Purchases"
          value={shown(formatCents(stats.totalSpentCents))}
          detail={`${count(stats.totalPurchases)} items purchased`}
        />
      </ul>
    </section>
  );
}
