import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { seedInitialState } from './initial-state';

/**
 * The GraphQL client of both apps. The gateway serves each app and `/graphql` on the same origin,
 * so the httpOnly session cookie travels with every request; the gateway's CSRF prevention
 * rejects requests without a preflight-forcing header, hence `apollo-require-preflight`.
 */
export function createApolloClient(): ApolloClient {
  const cache = new InMemoryCache();
  seedInitialState(cache);
  return new ApolloClient({
    link: new HttpLink({
      uri: '/graphql',
      credentials: 'include',
      headers: { 'apollo-require-preflight': 'true' },
    }),
    cache,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first' },
    },
  });
}
