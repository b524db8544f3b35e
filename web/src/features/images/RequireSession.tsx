import { useEffect, type ReactNode } from 'react';
import { AuthGate, ConnectionFailed, PageSpinner, type CurrentUser } from '@faithcraft/ui';
import { useLoginRedirect } from '../../lib/useUnauthorizedRedirect';

/**
 * Renders its children only for a signed-in user. A visitor without a session gets the spec's
 * logged-out toast and is sent to /api/login after 500 ms (spec 000 §8: generator and library).
 */
export function RequireSession({
  children,
  pending,
}: {
  children: (user: CurrentUser) => ReactNode;
  /** The page's shell while the session is read (AuthGate's spinner by default). */
  pending?: ReactNode;
}) {
  return (
    <AuthGate
      pending={pending}
      signedOut={<LoginRedirect />}
      failed={(retry) => (
        <div className="container page-section">
          <ConnectionFailed onRetry={retry} />
        </div>
      )}
    >
      {children}
    </AuthGate>
  );
}

function LoginRedirect() {
  const redirectToLogin = useLoginRedirect();
  useEffect(() => redirectToLogin(), [redirectToLogin]);
  return <PageSpinner label="Redirecting to sign in" />;
}
