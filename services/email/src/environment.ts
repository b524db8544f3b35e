import { z } from 'zod';
import { assertNoDevSecretsInProduction, csv, loadEnvironment, nodeEnv, port, secret } from '@faithcraft/lib';

const DEV_INTERNAL_SECRET = 'dev-internal-secret-change-me-0123456789';

const schema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: z.string().default('info'),
  EMAIL_HOST: z.string().default('127.0.0.1'),
  EMAIL_PORT: port(4005),
  MONGO_URL: z.string().default('mongodb://127.0.0.1:27017'),
  EMAIL_DB: z.string().default('faithcraft_email'),
  KAFKA_BROKERS: csv('127.0.0.1:9092'),
  INTERNAL_SECRET: secret(DEV_INTERNAL_SECRET),
});

export type Environment = z.infer<typeof schema>;

export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  const e = loadEnvironment(schema, env);
  assertNoDevSecretsInProduction(e.NODE_ENV, {
    INTERNAL_SECRET: { value: e.INTERNAL_SECRET, devDefault: DEV_INTERNAL_SECRET },
  });
  return e;
}
