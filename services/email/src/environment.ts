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
import { deriveTokenSecret } from './lists/tokens.js';

const DEV_INTERNAL_SECRET = 'dev-internal-secret-change-me-0123456789';

const schema = z.object({
  NODE_ENV: nodeEnv,
  LOG_LEVEL: z.string().default('info'),
  EMAIL_HOST: z.string().default('127.0.0.1'),
  EMAIL_PORT: port(4005),
  MONGO_URL: z.string().default('mongodb://127.0.0.1:27017'),
  EMAIL_DB: z.string().default('faithcraft_email'),
  KAFKA_BROKERS: csv('127.0.0.1:9092'),
  /** Defaults to one derived from EMAIL_DB, so two stacks sharing a broker never split each other's events. */
  EMAIL_CONSUMER_GROUP: z.string().default(''),
  INTERNAL_SECRET: secret(DEV_INTERNAL_SECRET),
  /** The users service's internal endpoints: the admin check reads the caller's current role there. */
  USERS_INTERNAL_URL: z.string().url().default('http://127.0.0.1:4001'),
  /** The SMTP relay; locally maildev, whose inbox (port 1080) shows every mail. */
  SMTP_HOST: z.string().default('127.0.0.1'),
  SMTP_PORT: port(1025),
  /** Implicit TLS (port 465 style). STARTTLS is negotiated automatically when the relay offers it. */
  SMTP_SECURE: booleanFromString.default(false),
  SMTP_USER: z.string().default(''),
  SMTP_PASS: z.string().default(''),
  MAIL_FROM: z.string().default('FaithCraft <no-reply@faithcraft.local>'),
  SUPPORT_INBOX: z.string().default('support@faithcraft.local'),
  /** Where users reach the product; used for links in mails. */
  PUBLIC_URL: z.string().url().default('http://localhost:4000'),
  /** Contact form: at most this many messages per sender address per window. */
  CONTACT_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  CONTACT_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(3600),
  /** The sender of marketing mail (newsletter confirmations, campaigns); MAIL_FROM stays the transactional one. */
  MARKETING_FROM: z.string().default('FaithCraft <news@faithcraft.local>'),
  /** Signs confirmation and unsubscribe links; by default derived from INTERNAL_SECRET with a label. */
  EMAIL_TOKEN_SECRET: z.string().default(''),
  /** How long a double opt-in confirmation link works. */
  CONFIRM_TOKEN_TTL_HOURS: z.coerce.number().int().positive().default(48),
  /** Public newsletter box: at most this many sign-ups per address per hour. */
  NEWSLETTER_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  /** Public newsletter box: at most this many sign-ups per client IP address per hour (any addresses). */
  NEWSLETTER_IP_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Segment counts older than this are computed again on the next read (0: every read). */
  SEGMENT_COUNTS_MAX_AGE_SECONDS: z.coerce.number().int().nonnegative().default(5),
  /** The audience read model's consumer group; defaults to `<EMAIL_CONSUMER_GROUP>.audience`. */
  EMAIL_AUDIENCE_GROUP: z.string().default(''),
  /** Appended to the users, content and commerce topic names the audience read model consumes (tests). */
  AUDIENCE_TOPIC_SUFFIX: z.string().default(''),
  /** OpenSearch, where the admin Subscribers table's directory lives. */
  SEARCH_URL: z.string().url().default('http://127.0.0.1:9200'),
  /** The directory's alias ('' = derived from EMAIL_DB, so stacks and tests sharing a server stay apart). */
  EMAIL_SEARCH_INDEX: z
    .string()
    .regex(/^([a-z0-9][a-z0-9_-]*)?$/, 'EMAIL_SEARCH_INDEX: lowercase letters, digits, - and _')
    .default(''),
  /** Reconcile the directory with the database at start, in the background (off for benches). */
  SUBSCRIBER_DIRECTORY_REBUILD_AT_START: booleanFromString.default(true),
  // --- sending (issue 10, EB) ---
  /** Campaign mails per second per process (0 = unthrottled) and SMTP connections in the pool. */
  EMAIL_SEND_RATE: z.coerce.number().nonnegative().default(500),
  EMAIL_SEND_CONCURRENCY: z.coerce.number().int().positive().default(20),
  /** Recipients reserved and sent per batch; progress is written after each batch. */
  EMAIL_SEND_BATCH: z.coerce.number().int().positive().default(250),
  /** How long a sender's claim on a campaign lasts without renewal (another process takes over after). */
  EMAIL_SEND_LEASE_SECONDS: z.coerce.number().positive().default(60),
  /** How often senders look for campaigns to send, and the job runner for due jobs. */
  EMAIL_SENDER_POLL_MS: z.coerce.number().int().positive().default(2000),
  EMAIL_JOBS_POLL_MS: z.coerce.number().int().positive().default(60_000),
  /** The optional outside email service (Sendy); '' = the built-in template editor. */
  SENDY_URL: z.string().default(''),
});

export type Environment = z.infer<typeof schema> & {
  consumerGroup: string;
  audienceGroup: string;
  tokenSecret: string;
  subscriberIndex: string;
};

export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  const e = loadEnvironment(schema, env);
  assertNoDevSecretsInProduction(e.NODE_ENV, {
    INTERNAL_SECRET: { value: e.INTERNAL_SECRET, devDefault: DEV_INTERNAL_SECRET },
  });
  const consumerGroup = e.EMAIL_CONSUMER_GROUP || `email.${e.EMAIL_DB}`;
  return {
    ...e,
    consumerGroup,
    audienceGroup: e.EMAIL_AUDIENCE_GROUP || `${consumerGroup}.audience`,
    tokenSecret: e.EMAIL_TOKEN_SECRET || deriveTokenSecret(e.INTERNAL_SECRET),
    subscriberIndex: e.EMAIL_SEARCH_INDEX || `${e.EMAIL_DB.toLowerCase().replace(/[^a-z0-9_-]/g, '_')}-subscribers`,
  };
}
