import type { ApolloCache } from '@apollo/client';
import { MeQueryDocument } from '../auth/useCurrentUser';
import type { MeQuery } from '../__generated__/graphql';

/** The element the gateway writes into each document (gateway/src/http/initial-state.ts). */
const INITIAL_STATE_ELEMENT_ID = 'faithcraft-initial-state';

/**
 * Puts the signed-in state the document arrived with into the GraphQL cache, so `useCurrentUser`
 * answers on the first render instead of after a round trip. A document without it (the gateway
 * could not tell in time, or Vite's dev server) leaves the cache empty: the query then runs.
 */
export function seedInitialState(cache: ApolloCache): void {
  const element = document.getElementById(INITIAL_STATE_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    const state = JSON.parse(element.textContent) as { me?: MeQuery['me'] };
    if (state.me !== undefined) cache.writeQuery({ query: MeQueryDocument, data: { me: state.me } });
  } catch {
    // A malformed block is ignored: the query asks the server instead.
  }
  // Read once: after sign-in or sign-out the cache, not the document, is the truth.
  element.remove();
}
