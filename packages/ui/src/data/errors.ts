import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { ApiError } from './api';

/**
 * Text for a toast when a request failed outright. GraphQL errors and REST `{ message }` bodies
 * carry a server message written for people; anything else (network down, a proxy error page)
 * gets the caller's fallback so no technical detail reaches the user.
 */
export function messageFromError(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    if (first?.message) return first.message;
  }
  if (error instanceof ApiError && error.status < 500) {
    return error.serverMessage ?? fallback;
  }
  return fallback;
}

/**
 * Whether a failure means the session is gone (spec 000 §8: a message starting with 401 and
 * containing Unauthorized; over GraphQL the same thing is the UNAUTHENTICATED error code).
 */
export function isUnauthorizedError(error: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.some((e) => e.extensions?.['code'] === 'UNAUTHENTICATED');
  }
  if (ServerError.is(error)) return error.statusCode === 401;
  // REST helpers (lib/api, features/images/rest) carry the HTTP status.
  if (error instanceof Error && (error as { status?: unknown }).status === 401) return true;
  if (error instanceof Error) return /^401\b/.test(error.message) && error.message.includes('Unauthorized');
  return false;
}
/** The `extensions.code` of the first GraphQL error (e.g. FORBIDDEN, UNAUTHENTICATED), if any. */
export function graphQLErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}
