import { ACCESS_DENIED_MESSAGE } from '../../lib/constants';
import { StatePanel } from '../ui/StatePanel';

/** Shown to visitors who are not signed in. /signin belongs to the main app: a full page load. */
export function SignInRequired() {
  return (
    <StatePanel
      title="Sign in required"
      testId="sign-in-required"
      actions={
        <a className="btn btn--primary" href="/signin">
          Sign In
        </a>
      }
    >
      <p>Please sign in with an admin account to open the admin panel.</p>
    </StatePanel>
  );
}

export function AccessDenied() {
  return (
    <StatePanel
      title="Access Denied"
      tone="warning"
      testId="access-denied"
      actions={
        <a className="btn btn--secondary" href="/">
          Back to FaithCraft
        </a>
      }
    >
      <p>{ACCESS_DENIED_MESSAGE}</p>
    </StatePanel>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StatePanel
      title="We couldn't load the admin panel"
      tone="error"
      testId="load-failed"
      actions={
        <button type="button" className="btn btn--primary" onClick={onRetry}>
          Try again
        </button>
      }
    >
      <p>The server could not be reached. Check your connection and try again.</p>
    </StatePanel>
  );
}
