import type { ReactNode } from 'react';
import { formatGrowth, growthTone } from '../lib/format';

interface MetricCardProps {
  title: string;
  value: ReactNode;
  /** A growth or trend figure in percent, shown with its sign and colour. */
  growth?: number | undefined;
  /** What the growth compares with (read out after it). */
  growthLabel?: string;
  sub?: ReactNode;
  note?: ReactNode;
  testId?: string;
}

/** One figure of the dashboard: a title, the value, its change against the previous period. */
export function MetricCard({
  title,
  value,
  growth,
  growthLabel = 'vs previous period',
  sub,
  note,
  testId,
}: MetricCardProps) {
  return (
    <article className="metric-card" data-testid={testId}>
      <h3 className="metric-card__title">{title}</h3>
      <p className="metric-card__value" data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </p>
      {growth !== undefined && (
        <p className="metric-card__sub">
          <span className={`metric-card__trend metric-card__trend--${growthTone(growth)}`}>{formatGrowth(growth)}</span>{' '}
          {growthLabel}
        </p>
      )}
      {sub && <p className="metric-card__sub">{sub}</p>}
      {note && <p className="metric-card__note">{note}</p>}
    </article>
  );
}

/** Placeholder cards while the first answer loads. */
export function MetricSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <div className="metric-grid" role="status" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="metric-card">
          <div className="metric-card__skeleton" />
        </div>
      ))}
    </div>
  );
}
