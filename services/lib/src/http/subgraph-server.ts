import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import { parse, GraphQLError } from 'graphql';
import {
  CLIENT_ADDRESS_HEADER,
  IDENTITY_HEADER,
  SESSION_HEADER,
  verifyClientAddress,
  verifyIdentity,
} from '../identity.js';
import type { RequestContext } from '../context.js';
import type { Logger } from '../logger.js';
import { healthRoutes, type ReadinessCheck } from './health.js';

type SubgraphResolvers = Extract<Parameters<typeof buildSubgraphSchema>[0], { resolvers?: unknown }>['resolvers'];

export interface SubgraphServerOptions {
  name: string;
  typeDefs: string;
  /** codegen's `Resolvers` object for this subgraph. */
  resolvers: object;
  host: string;
  port: number;
  identitySecret: string;
  log: Logger;
  production: boolean;
  readiness: Record<string, ReadinessCheck>;
  /** Extra HTTP routes owned by this service (file streams, webhooks, internal endpoints). */
  routes?: (app: Express) => void;
}

export interface RunningServer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** The same shape for every subgraph: /graphql, /healthz, /readyz, and the service's own routes. */
export async function startSubgraphServer(opts: SubgraphServerOptions): Promise<RunningServer> {
  // Apollo Server shallow-clones the context per operation, so the session directive is kept
  // by the request's own setSession function rather than on the context object.
  const sessionDirectives = new WeakMap<RequestContext['setSession'], string>();
  const app = express();
  app.disable('x-powered-by');
  const httpServer: Server = createServer(app);

  const apollo = new ApolloServer<RequestContext>({
    schema: buildSubgraphSchema({ typeDefs: parse(opts.typeDefs), resolvers: opts.resolvers as SubgraphResolvers }),
    introspection: !opts.production,
    csrfPrevention: false, // only the gateway (same trust zone) calls subgraphs
    includeStacktraceInErrorResponses: !opts.production,
    formatError: (formatted, error) => {
      const original = error instanceof GraphQLError ? error.originalError : undefined;
      if (
        formatted.extensions?.['code'] === 'INTERNAL_SERVER_ERROR' ||
        (original && !(original instanceof GraphQLError))
      ) {
        opts.log.error({ err: original ?? error }, 'resolver failed');
        return { message: 'Something went wrong. Please try again.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
      }
      return formatted;
    },
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginInlineTraceDisabled(),
      {
        async requestDidStart() {
          return {
            async willSendResponse({ contextValue, response }) {
              const directive = sessionDirectives.get(contextValue.setSession);
              if (directive !== undefined) response.http.headers.set(SESSION_HEADER, directive);
            },
          };
        },
      },
    ],
  });
  await apollo.start();

  healthRoutes(app, opts.readiness);
  opts.routes?.(app);
  app.use(
    '/graphql',
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) => {
        const setSession = (token: string | null) => {
          sessionDirectives.set(setSession, token ?? 'clear');
        };
        return {
          identity: verifyIdentity(req.header(IDENTITY_HEADER), opts.identitySecret),
          clientAddress: verifyClientAddress(req.header(CLIENT_ADDRESS_HEADER), opts.identitySecret),
          log: opts.log,
          setSession,
        } satisfies RequestContext;
      },
    }),
  );

  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(opts.port, opts.host, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;
  opts.log.info({ port }, `${opts.name} subgraph listening`);
  return {
    port,
    url: `http://${opts.host}:${port}/graphql`,
    stop: () => apollo.stop(),
  };
}
