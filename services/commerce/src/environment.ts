import { z } from 'zod';
import {
  ConfigError,
  assertNoDevSecretsInProduction,
  csv,
  loadEnvironment,
  nodeEnv,
  port,
  secret,
} from '@faithcraft/lib';

const DEV_INTERNAL_SECRET = 'dev-internal-secret-change-me-0123456789';

const schema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: z.string().default('info'),
  COMMERCE_HOST: z.string().default('127.0.0.1'),
  COMMERCE_PORT: port(4003),
  MONGO_URL: z.string().default('mongodb://127.0.0.1:27017'),
  COMMERCE_DB: z.string().default('faithcraft_commerce'),
  KAFKA_BROKERS: csv('127.0.0.1:9092'),
  /** Defaults to one derived from COMMERCE_DB, so two stacks sharing a broker never split each other's events. */
  COMMERCE_CONSUMER_GROUP: z.string().default(''),
  INTERNAL_SECRET: secret(DEV_INTERNAL_SECRET),
  USERS_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4001'),
  /** Content's internal sale terms (`GET /internal/images/:id/offer`): eligibility and the server's price. */
  CONTENT_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4002'),
  /** `sandbox` (offline, test cards) or `stripe`; when not given, stripe exactly when STRIPE_SECRET_KEY is set. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe', '']).default(''),
  STRIPE_SECRET_KEY: z.string().default(''),
  STRIPE_PUBLISHABLE_KEY: z.string().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  /** The Family Plan's recurring Price in Stripe (price_...); created on first use when empty. */
  STRIPE_FAMILY_PLAN_PRICE_ID: z.string().default(''),
  /** Another Stripe API host, e.g. stripe-mock in tests (http://127.0.0.1:12111). */
  STRIPE_API_URL: z.string().default(''),
  /** Seconds a webhook signature stays acceptable (Stripe's default: 300). */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().positive().default(300),
  /** The Family Plan: $9.99 a month. */
  FAMILY_PLAN_PRICE_CENTS: z.coerce.number().int().positive().default(999),
  /** Free days before the first charge; with a trial nothing is due now and a card is set up instead. */
  FAMILY_PLAN_TRIAL_DAYS: z.coerce.number().int().min(0).max(90).default(0),
  /** How often renewals and period ends that fell due are run (the sandbox; Stripe runs its own). */
  RENEWAL_SWEEP_SECONDS: z.coerce.number().int().positive().default(60),
});

export type Environment = z.infer<typeof schema> & {
  consumerGroup: string;
  paymentProvider: 'sandbox' | 'stripe';
};

export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  const e = loadEnvironment(schema, env);
  assertNoDevSecretsInProduction(e.NODE_ENV, {
    INTERNAL_SECRET: { value: e.INTERNAL_SECRET, devDefault: DEV_INTERNAL_SECRET },
  });
  const paymentProvider = e.PAYMENT_PROVIDER || (e.STRIPE_SECRET_KEY ? 'stripe' : 'sandbox');
  if (paymentProvider === 'stripe' && !e.STRIPE_SECRET_KEY)
    throw new ConfigError('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  // Without webhooks a Stripe plan would never renew, fail or end: refuse to run production blind.
  if (paymentProvider === 'stripe' && e.NODE_ENV === 'production' && !e.STRIPE_WEBHOOK_SECRET)
    throw new ConfigError('Set STRIPE_WEBHOOK_SECRET for production (Stripe webhooks drive plan renewals)');
  return { ...e, consumerGroup: e.COMMERCE_CONSUMER_GROUP || `commerce.${e.COMMERCE_DB}`, paymentProvider };
}
