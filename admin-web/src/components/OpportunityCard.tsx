import type { ReactNode } from 'react';

/** An insight or opportunity: a figure, what it means, and the action that acts on it. */
export function OpportunityCard({
  title,
  figure,
  children,
  action,
  tone = 'neutral',
  testId,
}: {
  title: string;
  figure: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  tone?: 'neutral' | 'good' | 'warning';
  testId?: string;
}) {
  return (
    <article className={`opportunity opportunity--${tone}`} data-testid={testId}>
      <h4 className="opportunity__title">{title}</h4>
      <p className="opportunity__figure">{figure}</p>
      <div className="opportunity__text">{children}</div>
      {action && <div className="opportunity__action">{action}</div>}
    </article>
  );
}
