import { useId, type ReactNode } from 'react';

interface StatePanelProps {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  tone?: 'neutral' | 'warning' | 'error';
  testId?: string;
}

/** A centred card for sign-in, access-denied, error and "not built yet" states. */
export function StatePanel({ title, children, actions, tone = 'neutral', testId }: StatePanelProps) {
  const titleId = useId();
  return (
    <section className={`state-panel state-panel--${tone}`} data-testid={testId} aria-labelledby={titleId}>
      <h1 id={titleId} className="state-panel__title">
        {title}
      </h1>
      {children}
      {actions && <div className="state-panel__actions">{actions}</div>}
    </section>
  );
}
