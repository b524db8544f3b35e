import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Button, buttonClassName, MeQueryDocument } from '@faithcraft/ui';
import { usePageMeta } from '../lib/usePageMeta';

/**
 * Debug page (spec 000 §2 /auth-test): links to the sign-in routes and a fetch of the current user
 * whose result is logged. The gateway answers /oauth/test only outside production.
 */
export function AuthTestRoute() {
  usePageMeta({ title: 'Auth Test', noIndex: true });
  const client = useApolloClient();
  const [result, setResult] = useState<string | null>(null);

  async function fetchCurrentUser() {
    try {
      const { data } = await client.query({ query: MeQueryDocument, fetchPolicy: 'network-only' });
      console.info('[auth-test] current user', data?.me ?? null);
      setResult(data?.me ? `Signed in as ${data.me.email}` : 'Not signed in');
    } catch (error) {
      console.info('[auth-test] current user request failed', error);
      setResult('Request failed (see the console)');
    }
  }

  return (
    <div className="container page-section">
      <header className="page-header">
        <h1>Auth Test</h1>
        <p>Debug tools for signing in. The result of a fetch is logged to the browser console.</p>
      </header>
      <div className="form-actions">
        <a className={buttonClassName({})} href="/oauth/google">
          Sign in with Google
        </a>
        <a className={buttonClassName({ variant: 'secondary' })} href="/oauth/test">
          Test sign-in
        </a>
        <Button variant="secondary" onClick={() => void fetchCurrentUser()}>
          Fetch current user
        </Button>
      </div>
      {result && (
        <p role="status" className="auth-test__result">
          {result}
        </p>
      )}
    </div>
  );
}
