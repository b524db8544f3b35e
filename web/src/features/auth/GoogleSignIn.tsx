import { useSearchParams } from 'react-router-dom';
import { buttonClassName } from '@faithcraft/ui';

/** Why the gateway sent the browser back from /oauth/google (gateway/src/oauth). */
const OAUTH_ERRORS: Record<string, string> = {
  oauth: 'Google sign-in did not complete. Please try again or use your e-mail and password.',
  'google-not-configured': 'Google sign-in is not available on this server yet. Please use your e-mail and password.',
};

/** "Continue with Google" (a full-page navigation to the gateway) and the error it may come back with. */
export function GoogleSignIn() {
  const [params] = useSearchParams();
  const error = OAUTH_ERRORS[params.get('error') ?? ''];
  return (
    <div className="oauth-signin">
      {error && (
        <p className="oauth-signin__error" role="alert">
          {error}
        </p>
      )}
      <a className={buttonClassName({ variant: 'secondary', size: 'lg', block: true })} href="/oauth/google">
        Continue with Google
      </a>
      <p className="oauth-signin__divider" aria-hidden="true">
        or
      </p>
    </div>
  );
}
