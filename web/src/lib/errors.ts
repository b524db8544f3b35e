import { CombinedGraphQLErrors } from '@apollo/client';

/**
 * Text for a toast when a request failed outright. GraphQL errors carry a server message written
 * for people; anything else (network down, a proxy error page) gets the caller's fallback so no
 * technical detail reaches the user.
 */
export function messageFromError(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first?.message) return first.message;
  }
  return fallback;
}
