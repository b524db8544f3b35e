import { useCallback } from 'react';
import { isUnauthorizedError, toastShown, useToast } from '@faithcraft/ui';

/** Spec 000 §9: the pause between the "logged out" toast and the redirect to sign in. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/**
 * Sends the browser to sign in after the spec's short pause, so the toast can be read first. The
 * pause starts once the toast is on screen (its region loads lazily), not before.
 */
export function goToLoginSoon(): void {
  void toastShown().then(() =>
    window.setTimeout(() => window.location.assign('/api/login'), UNAUTHORIZED_REDIRECT_DELAY_MS),
  );
}

/** 'Unauthorized: You are logged out. Logging in again...' and then /api/login. */
export function useLoginRedirect(): () => void {
  const toast = useToast();
  return useCallback(() => {
    toast({ variant: 'error', title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    goToLoginSoon();
  }, [toast]);
}

/**
 * Returns a handler for failed requests: when the failure means the session has ended it shows
 * the logged-out toast, redirects, and returns true; for any other failure it returns false so
 * the caller shows its own error.
 */
export function useUnauthorizedRedirect(): (error: unknown) => boolean {
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
