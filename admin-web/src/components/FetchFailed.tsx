import { Button, graphQLErrorCode } from '@faithcraft/ui';
import { AccessDenied, SignInRequired } from './layout/AccessCards';

/**
 * A figure that could not be loaded: the spec's text (e.g. "Failed to fetch metrics") and a retry.
 * A session that ended or lost the admin role gets the matching card instead.
 */
export function FetchFailed({ error, message, onRetry }: { error: unknown; message: string; onRetry: () => void }) {
  const code = graphQLErrorCode(error);
  if (code === 'FORBIDDEN') return <AccessDenied />;
  if (code === 'UNAUTHENTICATED') return <SignInRequired />;
  return (
    <div className="inline-error" role="alert" data-testid="fetch-failed">
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
