import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders `children` only after the page above it has painted, as an interruptible transition.
 * For long pages whose first screen is what matters (the landing page): the largest paint comes
 * sooner and the rest does not block input. Until then a viewport-high spacer keeps whatever
 * follows (the footer) below the fold, so nothing visible shifts when the content arrives. The
 * spacer also stands in while lazy children load.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // requestAnimationFrame runs before the next paint; the timeout after it lands after it.
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setReady(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, []);
  const spacer = <div aria-hidden="true" style={{ minHeight: '100vh' }} />;
  return ready ? <Suspense fallback={spacer}>{children}</Suspense> : spacer;
}
