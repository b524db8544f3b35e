import type { ReactNode } from 'react';

/** A titled section of a tab (a card with a heading and an optional description and actions). */
export function Panel({
  title,
  description,
  actions,
  children,
  testId,
  className,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
}) {
  return (
    <section className={['panel', className].filter(Boolean).join(' ')} data-testid={testId}>
      <div className="panel__head">
        <div>
          <h3 className="panel__title">{title}</h3>
          {description && <p className="panel__description">{description}</p>}
        </div>
        {actions && <div className="panel__actions">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
