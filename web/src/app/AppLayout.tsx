import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from '../components/layout/Footer';
import { Header } from '../components/layout/Header';
import { PageSpinner } from '../components/ui/Spinner';
import { useCurrentUser } from '../features/auth/useCurrentUser';

/** Page chrome shared by every route. While the signed-in state loads, a centred spinner shows. */
export function AppLayout() {
  const { user, loading } = useCurrentUser();
  const { pathname } = useLocation();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);

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
