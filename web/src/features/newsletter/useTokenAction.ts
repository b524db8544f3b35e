import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import { messageFromError } from '@faithcraft/ui';

export type TokenActionState =
  { kind: 'missing' } | { kind: 'pending' } | { kind: 'done'; success: boolean; message: string };

interface ActionResult {
  success: boolean;
  message: string;
}

const FALLBACK = 'Something went wrong. Please try the link again in a moment.';

/** Runs a token mutation (confirm, unsubscribe) once when the page opens and keeps its outcome. */
export function useTokenAction<TData>(
  token: string,
  document: TypedDocumentNode<TData, { token: string }>,
  pick: (data: TData) => ActionResult,
): TokenActionState {
  const [run] = useMutation(document);
  const [state, setState] = useState<TokenActionState>(token ? { kind: 'pending' } : { kind: 'missing' });
  const started = useRef<string | null>(null);

  useEffect(() => {
    // Once per token: StrictMode runs effects twice in development (the server is idempotent anyway).
    if (!token || started.current === token) return;
    started.current = token;
    run({ variables: { token } })
      .then(({ data }) => {
        const result = data ? pick(data) : null;
        setState({ kind: 'done', success: Boolean(result?.success), message: result?.message || FALLBACK });
      })
      .catch((error: unknown) =>
        setState({ kind: 'done', success: false, message: messageFromError(error, FALLBACK) }),
      );
  }, [token, run, pick]);

  return state;
}
