import type { ReactNode } from 'react';
import { Button } from '../components/Button';
import { PageSpinner } from '../components/Spinner';
import { StatePanel } from '../components/StatePanel';
import { useCurrentUser, type CurrentUser } from './useCurrentUser';

interface AuthGateProps {
  /** The page, for a signed-in user who passes `allow`. */
  children: (user: CurrentUser) => ReactNode;
  /** What a visitor without a session gets: a redirect, a sign-in card. */
  signedOut: ReactNode;
  /** An extra condition on the user (e.g. the admin role); `denied` is shown when it fails. */
  allow?: (user: CurrentUser) => boolean;
  denied?: ReactNode;
  /** Shown when the signed-in state cannot be determined at all (server unreachable). */
  failed?: (retry: () => void) => ReactNode;
  /**
   * Shown while the session is being read; a spinner by default. A page may paint its own shell
   * (heading, layout) here so its largest paint does not wait for the session query.
   */
  pending?: ReactNode;
}

/**
 * The one auth guard of both apps. It decides what to show (spinner, signed-out answer, error with
 * retry, denied, or the page); the server enforces access on every request regardless.
 */
export function AuthGate({
  children,
  signedOut,
  allow,
  denied,
  failed = (retry) => <ConnectionFailed onRetry={retry} />,
  pending = <PageSpinner />,
}: AuthGateProps) {
  const { user, loading, error, refetch } = useCurrentUser();

  if (loading) return <>{pending}</>;
  if (user) return <>{allow && !allow(user) ? denied : children(user)}</>;
  if (error) return <>{failed(refetch)}</>;
  return <>{signedOut}</>;
}

interface ConnectionFailedProps {
  onRetry: () => void;
  title?: string;
  description?: string;
  testId?: string;
}

/** The answer when the server cannot be reached: an error panel with a retry. */
export function ConnectionFailed({
  onRetry,
  title = "We couldn't reach FaithCraft",
  description = 'Please check your connection and try again.',
  testId,
}: ConnectionFailedProps) {
  return (
    <StatePanel
      tone="error"
      title={title}
      description={description}
      testId={testId}
      actions={<Button onClick={onRetry}>Try again</Button>}
    />
  );
}
