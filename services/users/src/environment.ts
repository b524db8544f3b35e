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

const DEV_SESSION_SECRET = 'dev-session-secret-change-me-0123456789';
const DEV_INTERNAL_SECRET = 'dev-internal-secret-change-me-0123456789';

const schema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: z.string().default('info'),
  USERS_HOST: z.string().default('127.0.0.1'),
  USERS_PORT: port(4001),
  MONGO_URL: z.string().default('mongodb://127.0.0.1:27017'),
  USERS_DB: z.string().default('faithcraft_users'),
  KAFKA_BROKERS: csv('127.0.0.1:9092'),
  SESSION_SECRET: secret(DEV_SESSION_SECRET),
  INTERNAL_SECRET: secret(DEV_INTERNAL_SECRET),
  SESSION_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 24 * 3600),
  FREE_GENERATIONS_LIMIT: z.coerce.number().int().min(0).default(5),
  /** A generation hold that never settles (a fault) is released after this long (decision 0004). */
  HOLD_EXPIRY_MINUTES: z.coerce.number().int().positive().default(30),
  /** An admin account created at start when it does not exist (demo data, first deployment). */
  BOOTSTRAP_ADMIN_EMAIL: z.string().default(''),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().default(''),
  /** Where users reach the product: the base of the links in e-mails. */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  /** The email service's internal HTTP endpoint (transactional mail). */
  EMAIL_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4005'),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  /** Appended to the Kafka consumer group 'users' (tests and parallel environments use their own). */
  USERS_CONSUMER_GROUP: z.string().default('users'),
  /** OpenSearch, where the admin user directory lives (decision 0010). */
  SEARCH_URL: z.string().url().default('http://127.0.0.1:9200'),
  /** The directory's alias; its concrete index is `<alias>-v<mapping version>`. */
  USERS_SEARCH_INDEX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'USERS_SEARCH_INDEX: lowercase letters, digits, - and _')
    .default('faithcraft-users'),
  /** Reconcile the directory with the database at start, in the background (off for the bench). */
  DIRECTORY_REBUILD_AT_START: booleanFromString.default(true),
  OUTBOX_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(1000),
  /** Test seam for crash tests; refused in production. */
  FAULT_INJECTION: z.enum(['', 'crash-before-outbox-publish']).default(''),
});

export type Environment = z.infer<typeof schema>;

export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  const e = loadEnvironment(schema, env);
  assertNoDevSecretsInProduction(e.NODE_ENV, {
    SESSION_SECRET: { value: e.SESSION_SECRET, devDefault: DEV_SESSION_SECRET },
    INTERNAL_SECRET: { value: e.INTERNAL_SECRET, devDefault: DEV_INTERNAL_SECRET },
  });
  if (e.NODE_ENV === 'production' && e.FAULT_INJECTION) throw new Error('FAULT_INJECTION is not allowed in production');
  return e;
}
