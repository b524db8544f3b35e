import { join } from 'node:path';
import { z } from 'zod';
import {
  ConfigError,
  assertNoDevSecretsInProduction,
  booleanFromString,
  csv,
  loadEnvironment,
  nodeEnv,
  port,
  secret,
} from '@faithcraft/lib';
import { readSubgraphUrls } from './subgraph-urls.js';

const DEV_SESSION_SECRET = 'dev-session-secret-change-me-0123456789';
const DEV_INTERNAL_SECRET = 'dev-internal-secret-change-me-0123456789';
const repoRoot = join(__dirname, '..', '..');

const schema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: z.string().default('info'),
  GATEWAY_HOST: z.string().default('127.0.0.1'),
  GATEWAY_PORT: port(4000),
  /** Where users reach the product; used for CSRF origin checks and links in mails. */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  /** Extra origins allowed to send state-changing requests (the Vite dev servers). */
  ALLOWED_ORIGINS: csv('http://localhost:5173,http://127.0.0.1:5173,http://localhost:5174,http://127.0.0.1:5174'),
  SUPERGRAPH_PATH: z.string().default(join(repoRoot, 'schema', 'supergraph.graphql')),
  /** The subgraphs to route to; each URL is SUBGRAPH_<NAME>_URL or its local default (see subgraph-urls.ts). */
  SUBGRAPHS_PATH: z.string().default(join(repoRoot, 'schema', 'subgraphs.json')),
  USERS_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4001'),
  CONTENT_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4002'),
  /** Commerce's own HTTP: Stripe's webhooks are forwarded there with their raw body. */
  COMMERCE_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4003'),
  EMAIL_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4005'),
  /** The gateway publishes the web app's analytics events (POST /api/events) straight to Kafka. */
  KAFKA_BROKERS: csv('127.0.0.1:9092'),
  /** Analytics events per minute one visitor may send, and all visitors behind one IP address together. */
  WEB_EVENTS_PER_VISITOR_PER_MINUTE: z.coerce.number().int().positive().default(120),
  WEB_EVENTS_PER_IP_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  SESSION_SECRET: secret(DEV_SESSION_SECRET),
  INTERNAL_SECRET: secret(DEV_INTERNAL_SECRET),
  /** Secure cookies need HTTPS; on by default in production. */
  COOKIE_SECURE: booleanFromString.optional(),
  WEB_DIST: z.string().default(join(repoRoot, 'web', 'dist')),
  ADMIN_WEB_DIST: z.string().default(join(repoRoot, 'admin-web', 'dist')),
  /** Serve `*.map` files of the front ends; off by default in production (they publish the source). */
  SERVE_SOURCE_MAPS: booleanFromString.optional(),
  MAX_QUERY_DEPTH: z.coerce.number().int().positive().default(12),
  MAX_QUERY_FIELDS: z.coerce.number().int().positive().default(1500),
  /** Google sign-in (OpenID Connect). Without a client id, /oauth/google says it is not configured. */
  GOOGLE_OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_CLIENT_SECRET: z.string().default(''),
});

export type Environment = z.infer<typeof schema> & {
  cookieSecure: boolean;
  production: boolean;
  serveSourceMaps: boolean;
  /** Subgraph name → GraphQL URL, for every subgraph in schema/subgraphs.json. */
  subgraphUrls: Record<string, string>;
};

export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  const e = loadEnvironment(schema, env);
  assertNoDevSecretsInProduction(e.NODE_ENV, {
    SESSION_SECRET: { value: e.SESSION_SECRET, devDefault: DEV_SESSION_SECRET },
    INTERNAL_SECRET: { value: e.INTERNAL_SECRET, devDefault: DEV_INTERNAL_SECRET },
  });
  if (e.GOOGLE_CLIENT_ID && !e.GOOGLE_CLIENT_SECRET) {
    throw new ConfigError('GOOGLE_CLIENT_SECRET is required when GOOGLE_CLIENT_ID is set');
  }
  const production = e.NODE_ENV === 'production';
  const subgraphUrls = readSubgraphUrls(e.SUBGRAPHS_PATH, env);
  return {
    ...e,
    production,
    cookieSecure: e.COOKIE_SECURE ?? production,
    serveSourceMaps: e.SERVE_SOURCE_MAPS ?? !production,
    subgraphUrls,
  };
}
