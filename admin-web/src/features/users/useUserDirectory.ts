import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';

export const PAGE_SIZE = 25;

export const UserDirectoryQuery = graphql(`
  query AdminUserDirectory($limit: Int!, $offset: Int!) {
    adminUsers(limit: $limit, offset: $offset) {
      ...AdminUserFields
      totalRevenueCents
    }
  }
`);

/**
 * One page of the user table, newest first. TEMPORARY: pages through adminUsers until the users
 * service's adminUserDirectory (search + total) is merged; the page's shape stays the same.
 */
export function useUserDirectory({ offset }: { search: string; offset: number }) {
  const { data, previousData, error, loading, refetch } = useQuery(UserDirectoryQuery, {
    variables: { limit: PAGE_SIZE + 1, offset },
    fetchPolicy: 'cache-and-network',
  });
  const rows = (data ?? previousData)?.adminUsers;
  const users = rows?.slice(0, PAGE_SIZE);
  return {
    users,
    /** Null when only "there is more" is known. */
    total: rows ? (rows.length > PAGE_SIZE ? null : offset + rows.length) : null,
    hasMore: (rows?.length ?? 0) > PAGE_SIZE,
    error,
    loading,
    refetch,
  };
}
