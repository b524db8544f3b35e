import { CombinedGraphQLErrors } from '@apollo/client';

/** The `extensions.code` of the first GraphQL error (e.g. FORBIDDEN, UNAUTHENTICATED), if any. */
export function graphQLErrorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : undefined;
}
