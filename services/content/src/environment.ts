import { z } from 'zod';
import {
  assertNoDevSecretsInProduction,
  booleanFromString,
  csv,
  loadEnvironment,
  nodeEnv,
  port,
  secret,
} from '@faithcraft/lib';

const DEV_INTERNAL_SECRET = 'dev-internal-secret-change-me-0123456789';
const DEV_MINIO_SECRET = 'faithcraft-dev-secret';

const schema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: z.string().default('info'),
  CONTENT_HOST: z.string().default('127.0.0.1'),
  CONTENT_PORT: port(4002),
  MONGO_URL: z.string().default('mongodb://127.0.0.1:27017'),
  CONTENT_DB: z.string().default('faithcraft_content'),
  KAFKA_BROKERS: csv('127.0.0.1:9092'),
  INTERNAL_SECRET: secret(DEV_INTERNAL_SECRET),
  /** Where the users service answers internal calls (generation allowance). */
  USERS_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4001'),
  /** Where users reach the product; absolute links (download URLs in tool answers) start here. */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  /** Consumer groups; tests and parallel stacks give them a suffix so they do not share offsets. */
  CONTENT_WORKER_GROUP: z.string().default('content-worker'),
  CONTENT_CONSUMER_GROUP: z.string().default('content'),
  /** Keeps the marketplace index in step with content's image events. */
  CONTENT_SEARCH_GROUP: z.string().default('content-search'),
  /** OpenSearch, where the marketplace is served from, and the alias of content's index there. */
  SEARCH_URL: z.string().url().default('http://127.0.0.1:9200'),
  SEARCH_INDEX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'SEARCH_INDEX: lowercase letters, digits, - and _')
    .default('faithcraft-images'),
  /** Rebuild the index from the database at start when it is empty or behind (in the background). */
  SEARCH_REBUILD_AT_START: booleanFromString.default(true),
  /** Record marketplace searches (MarketplaceSearched.v1); the bench turns it off to keep shared Kafka clean. */
  MARKETPLACE_RECORD_SEARCHES: booleanFromString.default(true),
  /** A pending image older than this without progress is queued again when the service starts. */
  GENERATION_STALE_MINUTES: z.coerce.number().positive().default(10),
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  MINIO_ENDPOINT: z.string().default('127.0.0.1'),
  MINIO_PORT: port(9000),
  MINIO_USE_SSL: booleanFromString.default(false),
  MINIO_ACCESS_KEY: z.string().default('faithcraft'),
  MINIO_SECRET_KEY: z.string().default(DEV_MINIO_SECRET),
  MINIO_BUCKET: z.string().default('faithcraft-images'),
  /** Empty: the built-in generator. Set: OpenAI (or any compatible server at OPENAI_BASE_URL). */
  OPENAI_API_KEY: z.string().default(''),
  OPENAI_BASE_URL: z.string().default(''),
  OPENAI_IMAGE_MODEL: z.string().default('gpt-image-1'),
  /** Lets the media tools and migration fetch from private addresses (local test servers only). */
  MEDIA_ALLOW_PRIVATE_URLS: booleanFromString.default(false),
  /** Test seam for the crash test; refused in production. */
  FAULT_INJECTION: z.enum(['', 'crash-during-generation']).default(''),
});

export type Environment = z.infer<typeof schema>;

export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  const e = loadEnvironment(schema, env);
  assertNoDevSecretsInProduction(e.NODE_ENV, {
    INTERNAL_SECRET: { value: e.INTERNAL_SECRET, devDefault: DEV_INTERNAL_SECRET },
    MINIO_SECRET_KEY: { value: e.MINIO_SECRET_KEY, devDefault: DEV_MINIO_SECRET },
  });
  if (e.NODE_ENV === 'production' && (e.FAULT_INJECTION || e.MEDIA_ALLOW_PRIVATE_URLS)) {
    throw new Error('FAULT_INJECTION and MEDIA_ALLOW_PRIVATE_URLS are not allowed in production');
  }
  return e;
}
