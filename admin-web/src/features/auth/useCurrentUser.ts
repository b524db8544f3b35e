import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';
import type { MeQuery } from '../../__generated__/graphql';

const MeQueryDocument = graphql(`
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

/** The signed-in user (null when signed out) from the `Me` query. */
export function useCurrentUser() {
  const { data, loading, error, refetch } = useQuery(MeQueryDocument);
  return {
    user: data?.me ?? null,
    loading,
    error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
