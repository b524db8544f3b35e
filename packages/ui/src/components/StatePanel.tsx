import type { ReactNode } from 'react';

interface StatePanelProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  /** Errors are announced (role alert); warnings (e.g. Access Denied) only look different. */
  tone?: 'neutral' | 'warning' | 'error';
  /** Heading level; pages whose main heading this is should use 1. */
  headingLevel?: 1 | 2;
  testId?: string;
  children?: ReactNode;
}

/** A centred card for empty, error, access and "not here yet" states. */
export function StatePanel({
  title,
  description,
  icon,
  actions,
  tone = 'neutral',
  headingLevel = 1,
  testId,
  children,
}: StatePanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div
      className={`state-panel state-panel--${tone}`}
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
    >
      {icon && (
        <div className="state-panel__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Heading className="state-panel__title">{title}</Heading>
      {description && <p className="state-panel__description">{description}</p>}
      {children}
      {actions && <div className="state-panel__actions">{actions}</div>}
    </div>
  );
}
