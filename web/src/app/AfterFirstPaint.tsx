import { Suspense, startTransition, useEffect, useState, type ReactNode } from 'react';

/** If the browser never reports a paint (e.g. no Paint Timing support), the rest comes anyway. */
const PAINT_WAIT_LIMIT_MS = 2_000;

/**
 * Calls `run` once the page has shown its first content: at once on a later client-side
 * navigation, after the first contentful paint on the first load. Returns a cancel function.
 */
function whenFirstPainted(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // The timeout lands after the commit that rendered the page on a client-side navigation.
  const timers = [window.setTimeout(once, PAINT_WAIT_LIMIT_MS)];
  let observer: PerformanceObserver | undefined;
  if (performance.getEntriesByName('first-contentful-paint').length > 0) {
    timers.push(window.setTimeout(once));
  } else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) timers.push(window.setTimeout(once));
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  return () => {
    done = true;
    observer?.disconnect();
    timers.forEach((timer) => window.clearTimeout(timer));
  };
}

/**
 * Renders `children` only after the page above it has painted, as an interruptible transition.
 * For pages whose first screen is what matters (the landing page's hero, a page's heading): the
 * largest paint comes sooner, nothing it does not need is fetched before it, and the rest does not
 * block input. Until then `placeholder` stands (by default a viewport-high spacer that keeps
 * whatever follows below the fold, so nothing visible shifts when the content arrives); it also
 * stands in while lazy children load.
 */
export function AfterFirstPaint({ children, placeholder }: { children: ReactNode; placeholder?: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenFirstPainted(() => startTransition(() => setReady(true))), []);
  const spacer = placeholder ?? <div aria-hidden="true" style={{ minHeight: '100vh' }} />;
  return ready ? <Suspense fallback={spacer}>{children}</Suspense> : spacer;
}
