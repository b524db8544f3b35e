import type { ApolloServer } from '@apollo/server';
import type { Logger } from '@faithcraft/lib';
import type { Request, Response } from 'express';
import type { GatewayContext } from '../context.js';
import type { SessionResolver } from '../sessions.js';

/** The id of the JSON data block the apps read at start (packages/ui data/initial-state.ts). */
export const INITIAL_STATE_ELEMENT_ID = 'faithcraft-initial-state';

/**
 * The apps' `Me` query (packages/ui auth/useCurrentUser.ts) with the `__typename`s the client's
 * cache normalises by. A unit test keeps the two selections identical.
 */
export const ME_OPERATION = /* GraphQL */ `
  query Me {
    me {
      __typename
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
`;

/** What a document carries so the app paints without asking who is signed in first. */
export interface InitialState {
  me: Record<string, unknown> | null;
}

/** Past this the document is sent without state and the app asks itself: never a slow page. */
const RESOLVE_TIMEOUT_MS = 1_500;

/**
 * Answers the `Me` query while the document is served, so the first paint does not wait for a
 * second round trip after the scripts ran (Lighthouse: largest contentful paint). A visitor without
 * a valid session costs nothing; a signed-in one costs the same subgraph call `/graphql` would.
 * Null when the answer cannot be had in time: the app then queries as before.
 */
export function initialStateResolver(
  graphql: ApolloServer<GatewayContext>,
  sessions: SessionResolver,
  cookieName: string,
  log: Logger,
): (req: Request, res: Response) => Promise<InitialState | null> {
  const resolve = async (req: Request, res: Response): Promise<InitialState | null> => {
    const identity = await sessions.resolve(req.cookies?.[cookieName] as string | undefined);
    if (!identity) return { me: null };
    const result = await graphql.executeOperation(
      { query: ME_OPERATION },
      { contextValue: { identity, clientAddress: req.ip ?? null, res, session: {} } },
    );
    if (result.body.kind !== 'single' || result.body.singleResult.errors?.length) return null;
    const me = (result.body.singleResult.data?.['me'] ?? null) as InitialState['me'];
    return { me };
  };

  return async (req, res) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), RESOLVE_TIMEOUT_MS);
    });
    try {
      return await Promise.race([resolve(req, res), timeout]);
    } catch (err) {
      log.warn({ err }, 'document sent without initial state');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * The state as an inert JSON data block (`type="application/json"` is never executed, so the CSP's
 * ban on inline script holds). `<`, `>`, `&` and the JS line separators are escaped so no value
 * can close the element or start markup.
 */
export function initialStateElement(state: InitialState): string {
  const json = JSON.stringify(state).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return `<script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">${json}</script>`;
}
