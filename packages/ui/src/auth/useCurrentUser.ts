import { useQuery } from '@apollo/client/react';
import { graphql } from '../__generated__';
import type { MeQuery } from '../__generated__/graphql';

export const MeQueryDocument = graphql(`
  query Me {
    me {
      id
      email
      firstName
      lastName
      role
      subscriptionStatus
      freeGenerationsUsed
      freeGenerationsLimit
      createdAt
    }
  }
`);

export type CurrentUser = NonNullable<MeQuery['me']>;

export interface CurrentUserState {
  /** The signed-in user, or null when signed out (or while loading). */
  user: CurrentUser | null;
  /** True only until the first answer: a refetch (e.g. after a profile change) keeps the page. */
  loading: boolean;
  /** Set when the signed-in state could not be determined (e.g. the server is unreachable). */
  error: Error | undefined;
  refetch: () => void;
}

/** The signed-in user from the `Me` query; one request per page load, shared via the cache. */
export function useCurrentUser(): CurrentUserState {
  const { data, loading, error, refetch } = useQuery(MeQueryDocument);
  return {
    user: data?.me ?? null,
    loading: loading && data === undefined,
    error,
    refetch: () => void refetch().catch(() => undefined),
  };
}

export function isAdmin(user: Pick<CurrentUser, 'role'> | null): boolean {
  return user?.role === 'admin';
}
