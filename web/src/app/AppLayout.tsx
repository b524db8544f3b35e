import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { PageSpinner, useCurrentUser } from '@faithcraft/ui';
import { pageView } from '../lib/analytics';

/** Page chrome shared by every route. While the signed-in state loads, a centred spinner shows. */
export function AppLayout() {
  const { user, loading } = useCurrentUser();
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

  // One page view per route change (spec 000 §2). Runs after the page's own effects, so the
  // reported title is the new page's. Waits for the signed-in state, which renders the page.
  useEffect(() => {
    if (!loading) pageView(pathname);
  }, [pathname, loading]);

  if (loading) {
    return (
      <div className="app-loading">
        <PageSpinner />
      </div>
    );
  }

  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header user={user} />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
