import { useCallback } from 'react';
import { carryToastToNextPage, isUnauthorizedError, toastShown, useToast, type ToastOptions } from '@faithcraft/ui';

/** Spec 000 §9: the pause between the "logged out" toast and the redirect to sign in. */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

/**
 * Shows `notice` and sends the browser to sign in after the spec's short pause, so it can be read
 * first. The pause starts once the toast is on screen (its region loads lazily), and the sign-in
 * page shows the notice again, so a slow reader (or a slow machine) does not lose it.
 */
export function useGoToLogin(): (notice: ToastOptions) => void {
  const toast = useToast();
  return useCallback(
    (notice: ToastOptions) => {
      toast(notice);
      carryToastToNextPage(notice);
      void toastShown().then(() =>
        window.setTimeout(() => window.location.assign('/api/login'), UNAUTHORIZED_REDIRECT_DELAY_MS),
      );
    },
    [toast],
  );
}

/** 'Unauthorized: You are logged out. Logging in again...' and then /api/login. */
export function useLoginRedirect(): () => void {
  const goToLogin = useGoToLogin();
  return useCallback(
    () =>
      goToLogin({ variant: 'error', title: 'Unauthorized', description: 'You are logged out. Logging in again...' }),
    [goToLogin],
  );
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
