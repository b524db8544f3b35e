import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expressMiddleware } from '@as-integrations/express5';
import { SESSION_COOKIE, createLogger, type Identity } from '@faithcraft/lib';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { GatewayContext } from './context.js';
import type { Environment } from './environment.js';
import { createGraphQLServer } from './graphql.js';
import { contentApiProxy, mediaProxy } from './http/content-proxy.js';
import { csrfGuard } from './http/csrf.js';
import { emailPublicProxy } from './http/email-proxy.js';
import { stripeWebhookForwarder } from './http/stripe-webhook.js';
import { baseSecurityHeaders } from './http/security-headers.js';
import { initialStateResolver } from './http/initial-state.js';
import { serveApp } from './http/static.js';
import { WebEventPublisher } from './http/web-event-publisher.js';
import { webEventsRouter } from './http/web-events.js';
import { WEB_LAZY_ROUTES } from './http/web-routes.js';
import { oauthRoutes } from './oauth/routes.js';
import { restRoutes } from './rest/routes.js';
import { restRouter } from './rest/facade.js';
import { SessionResolver } from './sessions.js';

export interface RunningGateway {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startGateway(env: Environment): Promise<RunningGateway> {
  const log = createLogger('gateway', env.LOG_LEVEL);
  const sessions = new SessionResolver({
    sessionSecret: env.SESSION_SECRET,
    internalSecret: env.INTERNAL_SECRET,
    usersInternalUrl: env.USERS_INTERNAL_URL,
  });
  const graphql = createGraphQLServer(env, sessions, log);
  await graphql.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(cookieParser());
  app.use(baseSecurityHeaders());
  // JSON answers, HTML and unhashed files are compressed per response (brotli preferred, gzip
  // fallback; images and archives are skipped by type). Hashed assets arrive precompressed at the
  // best level from the build and pass through untouched (see http/static.ts).
  app.use(compression());
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });

  // Every API request: cookie → identity (or none). A lookup failure is an outage, not "signed out".
  const identify = async (req: Request, res: Response, next: NextFunction) => {
    try {
      res.locals['identity'] = await sessions.resolve(req.cookies?.[SESSION_COOKIE] as string | undefined);
      next();
    } catch (err) {
      log.error({ err }, 'session lookup failed');
      res.status(503).json({ message: 'Service temporarily unavailable. Please try again.' });
    }
  };

  app.use(
    '/graphql',
    identify,
    express.json({ limit: '1mb' }),
    expressMiddleware(graphql, {
      context: async ({ req, res }) =>
        ({
          identity: (res.locals['identity'] as Identity | null) ?? null,
          clientAddress: req.ip ?? null,
          res,
          session: {},
        }) satisfies GatewayContext,
    }),
  );
  app.get('/api/login', (_req, res) => res.redirect(302, '/signin'));
  app.use(oauthRoutes(env, sessions, log));
  const content = { contentInternalUrl: env.CONTENT_INTERNAL_URL, internalSecret: env.INTERNAL_SECRET, log };
  app.use('/media', identify, mediaProxy(content));
  app.use(stripeWebhookForwarder({ commerceInternalUrl: env.COMMERCE_INTERNAL_URL, log }));
  // Marketing mail's pixel, click redirect and one-click unsubscribe: no session, no Origin check.
  app.use('/mail', emailPublicProxy({ emailInternalUrl: env.EMAIL_INTERNAL_URL, log }));
  const webEvents = new WebEventPublisher({ brokers: env.KAFKA_BROKERS, log });
  app.use(
    '/api',
    csrfGuard([env.PUBLIC_URL, ...env.ALLOWED_ORIGINS]),
    identify,
    webEventsRouter({
      publisher: webEvents,
      log,
      cookieSecure: env.cookieSecure,
      perVisitorPerMinute: env.WEB_EVENTS_PER_VISITOR_PER_MINUTE,
      perIpPerMinute: env.WEB_EVENTS_PER_IP_PER_MINUTE,
    }),
    contentApiProxy(content),
    restRouter(graphql, restRoutes),
  );
  app.use('/api', (_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });

  const delivery = {
    serveSourceMaps: env.serveSourceMaps,
    initialState: initialStateResolver(graphql, sessions, SESSION_COOKIE, log),
  };
  serveApp(app, '/admin', env.ADMIN_WEB_DIST, delivery);
  serveApp(app, '/', env.WEB_DIST, { ...delivery, lazyRoutes: WEB_LAZY_ROUTES });

  // Last resort: a clear message, never a stack trace.
  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number }).status;
    if (status && status >= 400 && status < 500) {
      res.status(status).json({ message: status === 413 ? 'Request is too large' : 'Bad request' });
      return;
    }
    log.error({ err }, 'request failed');
    res.status(503).json({ message: 'Service temporarily unavailable. Please try again.' });
  });

  const httpServer = createServer(app);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(env.GATEWAY_PORT, env.GATEWAY_HOST, () => resolve());
  });
  const port = (httpServer.address() as AddressInfo).port;
  log.info({ port }, 'gateway listening');
  return {
    port,
    url: `http://${env.GATEWAY_HOST}:${port}`,
    async stop() {
      await graphql.stop();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      await webEvents.stop();
    },
  };
}
