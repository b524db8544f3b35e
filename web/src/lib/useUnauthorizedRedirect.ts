import { useCallback } from 'react';
import { useToast } from '../components/ui/Toast';
import { isUnauthorizedError } from './errors';

/** Spec 000 §9: the pause between the "logged out" toast and the redirect to sign in. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/**
 * Returns a handler for failed requests: when the failure means the session has ended it shows
 * 'Unauthorized: You are logged out. Logging in again...', sends the browser to /api/login after
 * 500 ms and returns true; for any other failure it returns false so the caller shows its own
 * error.
 */
export function useUnauthorizedRedirect(): (error: unknown) => boolean {
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorizedError(error)) return false;
      toast({ variant: 'error', title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
      window.setTimeout(() => window.location.assign('/api/login'), UNAUTHORIZED_REDIRECT_DELAY_MS);
      return true;
    },
    [toast],
  );
}
