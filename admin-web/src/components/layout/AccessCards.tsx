import { ACCESS_DENIED_MESSAGE } from '../../lib/constants';
import { ConnectionFailed, StatePanel } from '@faithcraft/ui';

/** Shown to visitors who are not signed in. /signin belongs to the main app: a full page load. */
export function SignInRequired() {
  return (
    <StatePanel
      title="Sign in required"
      testId="sign-in-required"
      actions={
        <a className="btn btn--primary btn--md" href="/signin">
          Sign In
        </a>
      }
      description="Please sign in with an admin account to open the admin panel."
    />
  );
}

export function AccessDenied({ message = ACCESS_DENIED_MESSAGE }: { message?: string | undefined }) {
  return (
    <StatePanel
      title="Access Denied"
      tone="warning"
      testId="access-denied"
      actions={
        <a className="btn btn--secondary btn--md" href="/">
          Back to FaithCraft
        </a>
      }
      description={message}
    />
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <ConnectionFailed
      onRetry={onRetry}
      title="We couldn't load the admin panel"
      description="The server could not be reached. Check your connection and try again."
      testId="load-failed"
    />
  );
}
