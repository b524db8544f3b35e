import { useQuery } from '@apollo/client/react';
import { graphql } from '../../__generated__';

export const PAGE_SIZE = 25;
/** The directory pages through the first 10,000 matches (offset + limit); a search narrows the rest. */
export const MAX_WINDOW = 10_000;

export const UserDirectoryQuery = graphql(`
  query AdminUserDirectory($search: String, $limit: Int!, $offset: Int!) {
    adminUserDirectory(search: $search, limit: $limit, offset: $offset) {
      total
      users {
        ...AdminUserFields
        totalRevenueCents
      }
    }
  }
`);

/**
 * One page of the user table, newest first, paged and searched by the server (the users service's
 * directory index), so the table works the same with 100,000 accounts.
 */
export function useUserDirectory({ search, offset }: { search: string; offset: number }) {
  const { data, previousData, error, loading, refetch } = useQuery(UserDirectoryQuery, {
    variables: { search: search || null, limit: PAGE_SIZE, offset },
    fetchPolicy: 'cache-and-network',
    // The refresh after a change must be a request of its own: joined to a search still in flight
    // (sent before the change) it would write the row's old figures over the change's answer.
    context: { queryDeduplication: false },
  });
  const page = (data ?? previousData)?.adminUserDirectory;
  return {
    users: page?.users,
    total: page ? page.total : null,
    hasMore: page ? offset + page.users.length < page.total && offset + 2 * PAGE_SIZE <= MAX_WINDOW : false,
    /** More matches than paging reaches. */
    beyondWindow: page ? page.total > MAX_WINDOW && offset + 2 * PAGE_SIZE > MAX_WINDOW : false,
    error,
    loading,
    refetch,
  };
}
