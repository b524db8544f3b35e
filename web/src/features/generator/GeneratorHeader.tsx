import type { ReactNode } from 'react';
import { PageSpinner } from '@faithcraft/ui';

/** The generator's heading; `children` (the allowance) follows the description once known. */
export function GeneratorHeader({ children }: { children?: ReactNode }) {
  return (
    <header className="page-header generator__header">
      <h1>Create Content</h1>
      <p>Choose a content type, describe your lesson, and get a printable image in about 30 seconds.</p>
      {children}
    </header>
  );
}

/**
 * What /generator paints while the session is read: the same heading in the same place, so the
 * page's largest paint does not wait for the `me` query (a signed-out visitor is still sent to sign
 * in once the answer arrives, spec 000 §8).
 */
export function GeneratorShell() {
  return (
    <div className="container page-section generator">
      <GeneratorHeader />
      <PageSpinner />
    </div>
  );
}
