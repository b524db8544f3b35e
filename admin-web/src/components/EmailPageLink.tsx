import type { ReactNode } from 'react';
import { buttonClassName, type ButtonVariant } from '@faithcraft/ui';
import { EMAIL_PAGE_PATH } from '../lib/constants';

/** Opens the email management page (campaigns to a segment) in a new tab. */
export function EmailPageLink({
  children,
  variant = 'secondary',
  testId,
}: {
  children: ReactNode;
  variant?: ButtonVariant;
  testId?: string;
}) {
  return (
    <a
      className={buttonClassName({ variant, size: 'sm' })}
      href={EMAIL_PAGE_PATH}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
    >
      <span>{children}</span>
      <span className="visually-hidden"> (opens the email page in a new tab)</span>
    </a>
  );
}
