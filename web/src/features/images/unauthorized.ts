import { useCallback } from 'react';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { useToast } from '../../components/ui/Toast';
import { RestError } from './rest';

/** Spec 000 §9: the pause between the "logged out" toast and the redirect to sign in. */
export const LOGIN_REDIRECT_DELAY_MS = 500;

/**
 * Whether a failed request means the session has ended: a GraphQL UNAUTHENTICATED error, an HTTP
 * 401, or (spec 000 §8) a message that starts with 401 and mentions Unauthorized.
 */
export function isUnauthorizedError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
  }
  if (ServerError.is(error)) return error.statusCode === 401;
  if (error instanceof RestError) return error.status === 401;
  return error instanceof Error && error.message.startsWith('401') && error.message.includes('Unauthorized');
}

/** Sends the browser to sign in after the spec's short pause, so the toast can be read first. */
export function goToLoginSoon(): void {
  window.setTimeout(() => window.location.assign('/api/login'), LOGIN_REDIRECT_DELAY_MS);
}

/** A toast plus the redirect to /api/login for a visitor whose session is missing or ended. */
export function useLoginRedirect(): () => void {
  const toast = useToast();
  return useCallback(() => {
    toast({ variant: 'error', title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    goToLoginSoon();
  }, [toast]);
}

/**
 * Returns a handler for failed requests: when the failure means the session has ended it shows
 * the logged-out toast, redirects, and returns true; otherwise it returns false so the caller
 * shows its own error.
 */
export function useUnauthorizedHandler(): (error: unknown) => boolean {
  const redirect = useLoginRedirect();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      redirect();
      return true;
    },
    [redirect],
  );
}
