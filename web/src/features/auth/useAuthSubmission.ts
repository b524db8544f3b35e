import { useState } from 'react';
import { messageFromError, useToast } from '@faithcraft/ui';
import { AUTH_REDIRECT_DELAY_MS } from '../../lib/constants';

/** What the sign-in and sign-up mutations answer: the user on success, else a message and field errors. */
interface AuthAnswer {
  user?: unknown;
  message?: string | null;
  fieldErrors?: ReadonlyArray<{ field: string; message: string }> | null;
}

interface AuthSubmission<V> {
  /** Sends the form's values; answers the mutation's result. */
  send: (values: V) => Promise<AuthAnswer | null | undefined>;
  /** The mutation is in flight. */
  sending: boolean;
  showFieldErrors: (fieldErrors: ReadonlyArray<{ field: string; message: string }>) => void;
  success: { title: string; description: string };
  /** Runs once on success, before the redirect (e.g. the sign-up's analytics event). */
  onSuccess?: () => void;
  failureTitle: string;
  fallbackMessage: string;
}

/**
 * The one submit flow of the sign-in and sign-up forms (spec 000 §4): on success a toast and a full
 * navigation to /generator after a short pause (so the whole app reloads signed in); on failure the
 * field errors, and a toast with the server's message.
 */
export function useAuthSubmission<V>(opts: AuthSubmission<V>) {
  const toast = useToast();
  const [redirecting, setRedirecting] = useState(false);
  const pending = opts.sending || redirecting;

  async function submit(values: V) {
    if (pending) return;
    try {
      const result = await opts.send(values);
      if (result?.user) {
        setRedirecting(true);
        opts.onSuccess?.();
        toast({ variant: 'success', ...opts.success });
        window.setTimeout(() => window.location.assign('/generator'), AUTH_REDIRECT_DELAY_MS);
        return;
      }
      opts.showFieldErrors(result?.fieldErrors ?? []);
      toast({ variant: 'error', title: opts.failureTitle, description: result?.message || opts.fallbackMessage });
    } catch (error) {
      toast({
        variant: 'error',
        title: opts.failureTitle,
        description: messageFromError(error, opts.fallbackMessage),
      });
    }
  }

  return { submit, pending };
}
