import { readFileSync } from 'node:fs';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  CLIENT_ADDRESS_HEADER,
  IDENTITY_HEADER,
  SESSION_HEADER,
  signClientAddress,
  signIdentity,
  type Logger,
} from '@faithcraft/lib';
import type { GatewayContext } from './context.js';
import type { Environment } from './environment.js';
import { operationLimits } from './limits.js';
import { applySessionDirective } from './http/cookies.js';
import type { SessionResolver } from './sessions.js';

class IdentityForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    url: string,
    private readonly internalSecret: string,
  ) {
    // Node's fetch (undici) closes an idle pooled connection before the subgraph's keep-alive
    // timeout does (it honours the `Keep-Alive: timeout=5` hint, less a margin). The default
    // fetcher's agent keeps it until the server's FIN arrives, so on a busy machine a request could
    // go out on a socket the subgraph was closing: "socket hang up", a failed operation.
    super({ url, fetcher: fetch });
  }

  override willSendRequest({
    request,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['willSendRequest']>>[0]) {
    // The browser's own identity header, if any, never reaches a subgraph: only the gateway's signed one.
    request.http?.headers.delete(IDENTITY_HEADER);
    request.http?.headers.delete(CLIENT_ADDRESS_HEADER);
    const { identity, clientAddress } = context as Partial<GatewayContext>;
    if (identity) request.http?.headers.set(IDENTITY_HEADER, signIdentity(identity, this.internalSecret));
    if (clientAddress)
      request.http?.headers.set(CLIENT_ADDRESS_HEADER, signClientAddress(clientAddress, this.internalSecret));
  }

  override didReceiveResponse({
    response,
    context,
  }: Parameters<NonNullable<RemoteGraphQLDataSource<GatewayContext>['didReceiveResponse']>>[0]) {
    const directive = response.http?.headers.get(SESSION_HEADER);
    if (directive && 'session' in context) context.session.directive = directive;
    return response;
  }
}

/** A subgraph as the gateway calls it: the signed identity and client address go along. */
export const subgraphDataSource = (url: string, internalSecret: string): RemoteGraphQLDataSource<GatewayContext> =>
  new IdentityForwardingDataSource(url, internalSecret);

export function createGraphQLServer(
  env: Environment,
  sessions: SessionResolver,
  log: Logger,
): ApolloServer<GatewayContext> {
  // Subgraph URLs come from the environment, not from the composed file, so one supergraph serves every deployment.
  const urls = env.subgraphUrls;
  const gateway = new ApolloGateway({
    supergraphSdl: readFileSync(env.SUPERGRAPH_PATH, 'utf8'),
    buildService: ({ name, url }) => subgraphDataSource(urls[name] ?? url!, env.INTERNAL_SECRET),
  });

  const sessionCookies: ApolloServerPlugin<GatewayContext> = {
    async requestDidStart() {
      return {
        async willSendResponse({ contextValue }) {
          applySessionDirective(contextValue, env, sessions);
        },
      };
    },
  };

  return new ApolloServer<GatewayContext>({
    gateway,
    introspection: !env.production,
    csrfPrevention: true,
    includeStacktraceInErrorResponses: false,
    validationRules: [operationLimits(env.MAX_QUERY_DEPTH, env.MAX_QUERY_FIELDS)],
    formatError: (formatted) => {
      const code = formatted.extensions?.['code'];
      if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
        log.error({ error: formatted }, 'graphql request failed');
        return { message: 'Something went wrong. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
      return { message: formatted.message, extensions: { code }, ...(formatted.path ? { path: formatted.path } : {}) };
    },
    plugins: [sessionCookies],
  });
}
