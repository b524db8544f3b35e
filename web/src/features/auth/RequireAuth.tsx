import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { StatePanel } from '../../components/ui/StatePanel';
import { PageSpinner } from '../../components/ui/Spinner';
import { useCurrentUser, type CurrentUser } from './useCurrentUser';

/**
 * Renders its children only for a signed-in user. Signed-out visitors go to /signin; if the
 * signed-in state cannot be determined at all, an error with a retry is shown instead of a
 * misleading redirect.
 */
export function RequireAuth({ children }: { children: (user: CurrentUser) => ReactNode }) {
  const { user, loading, error, refetch } = useCurrentUser();

  if (loading) return <PageSpinner />;
  if (user) return <>{children(user)}</>;
  if (error) {
    return (
      <StatePanel
        tone="error"
        title="We couldn't reach FaithCraft"
        description="Please check your connection and try again."
        actions={<Button onClick={refetch}>Try again</Button>}
      />
    );
  }
  return <Navigate to="/signin" replace />;
}
