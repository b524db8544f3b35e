import { z } from 'zod';
import { assertNoDevSecretsInProduction, csv, loadEnvironment, nodeEnv, port, secret } from '@faithcraft/lib';

const DEV_INTERNAL_SECRET = 'dev-internal-secret-change-me-0123456789';

const schema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: z.string().default('info'),
  ANALYTICS_HOST: z.string().default('127.0.0.1'),
  ANALYTICS_PORT: port(4004),
  MONGO_URL: z.string().default('mongodb://127.0.0.1:27017'),
  ANALYTICS_DB: z.string().default('faithcraft_analytics'),
  KAFKA_BROKERS: csv('127.0.0.1:9092'),
  INTERNAL_SECRET: secret(DEV_INTERNAL_SECRET),
  /** The users service's internal endpoints: the admin check reads the caller's current role there. */
  USERS_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4001'),
  /** Consumer group; one read model per group. */
  ANALYTICS_CONSUMER_GROUP: z.string().default('admin-analytics'),
  /** Appended to every topic read (a run-specific set of topics for tests and benches); empty in production. */
  ANALYTICS_TOPIC_SUFFIX: z.string().default(''),
});

export type Environment = z.infer<typeof schema>;

export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  const e = loadEnvironment(schema, env);
  assertNoDevSecretsInProduction(e.NODE_ENV, {
    INTERNAL_SECRET: { value: e.INTERNAL_SECRET, devDefault: DEV_INTERNAL_SECRET },
  });
  return e;
}
