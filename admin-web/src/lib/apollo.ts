import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/**
 * Same-origin GraphQL client: the session cookie is sent with every request, and the
 * `apollo-require-preflight` header satisfies the gateway's CSRF prevention.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'include',
      headers: { 'apollo-require-preflight': 'true' },
    }),
    cache: new InMemoryCache(),
  });
}
