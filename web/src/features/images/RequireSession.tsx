import { useEffect, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { StatePanel } from '../../components/ui/StatePanel';
import { useCurrentUser, type CurrentUser } from '../auth/useCurrentUser';
import { useLoginRedirect } from '../../lib/useUnauthorizedRedirect';

/**
 * Renders its children only for a signed-in user. A visitor without a session gets the spec's
 * logged-out toast and is sent to /api/login after 500 ms (spec 000 §8: generator and library).
 */
export function RequireSession({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { user, loading, error, refetch } = useCurrentUser();
  const redirectToLogin = useLoginRedirect();
  const signedOut = !loading && !user && !error;

  useEffect(() => {
    if (signedOut) redirectToLogin();
  }, [signedOut, redirectToLogin]);

  if (user) return <>{children(user)}</>;
  if (error && !loading) {
    return (
      <div className="container page-section">
        <StatePanel
          tone="error"
          title="We couldn't reach FaithCraft"
          description="Please check your connection and try again."
          actions={<Button onClick={refetch}>Try again</Button>}
        />
      </div>
    );
  }
  return <PageSpinner label={signedOut ? 'Redirecting to sign in' : 'Loading'} />;
}
