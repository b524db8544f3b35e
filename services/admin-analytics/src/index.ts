import { readFileSync } from 'node:fs';
import type { Kafka } from 'kafkajs';
import { join } from 'node:path';
import { BatchEventConsumer, defineService, type RunningService } from '@faithcraft/lib';
import type { WriteHooks } from './data/doc-writes.js';
import { Projection } from './data/projection.js';
import type { Environment } from './environment.js';
import { Figures } from './read/figures.js';
import { ReadModels } from './read/reader.js';
import { resolvers } from './resolvers/index.js';
import { analyticsTopics } from './topics.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

export { analyticsTopics };

export interface AnalyticsOptions {
  /** The clock the timeframes end at (tests pin it). */
  now?: () => Date;
  projectionHooks?: WriteHooks;
  /** How often a failing batch is retried in process before the consumer gives up on it. */
  batchAttempts?: number;
  onCommitted?: (batch: { topic: string; partition: number; lastOffset: number; size: number }) => void;
}

export type AnalyticsService = RunningService<{ consumer: BatchEventConsumer }>;

/** The admin-analytics subgraph: read models fed by Kafka in batches, exposed to admins. */
export const analyticsService = defineService<Environment, AnalyticsOptions, { consumer: BatchEventConsumer }>({
  name: 'admin-analytics',
  typeDefs,
  settings: (env) => ({
    logLevel: env.LOG_LEVEL,
    mongoUrl: env.MONGO_URL,
    dbName: env.ANALYTICS_DB,
    kafkaBrokers: env.KAFKA_BROKERS,
    host: env.ANALYTICS_HOST,
    port: env.ANALYTICS_PORT,
    internalSecret: env.INTERNAL_SECRET,
    production: env.NODE_ENV === 'production',
    usersInternalUrl: env.USERS_INTERNAL_URL,
  }),
  async setup(kit, env, options) {
    const db = kit.db.db;
    if (!db) throw new Error('admin-analytics: the database connection is not open');
    const topics = analyticsTopics(env.ANALYTICS_TOPIC_SUFFIX);
    const consumer: BatchEventConsumer = new BatchEventConsumer({
      kafka: kit.kafka,
      producer: kit.producer,
      groupId: env.ANALYTICS_CONSUMER_GROUP,
      topics,
      handle: (batch) => projection.apply(batch),
      log: kit.log,
      commits: 'by-handler',
      onCommitted: options.onCommitted,
      maxAttempts: options.batchAttempts,
    });
    const projection: Projection = new Projection(db, kit.log, {
      hooks: options.projectionHooks,
      onFlushed: (positions) => consumer.commit(positions),
    });
    if (await projection.init()) await replayFromStart(kit.kafka, env.ANALYTICS_CONSUMER_GROUP, topics);
    kit.onStop('consumer', async () => {
      await projection.close(); // flushed and committed while the consumer is still a member
      await consumer.stop();
    });
    await consumer.start();
    kit.ready('consumer', () => consumer.ready());

    const figures = new Figures(new ReadModels(db), options.now ?? (() => new Date()));
    // The console's first call would otherwise read every document of its window from the database.
    void figures.warm().catch((err: unknown) => kit.log.warn({ err }, 'warming the figures failed'));
    return { resolvers: resolvers({ adminPolicy: kit.adminPolicy(), figures }), expose: { consumer } };
  },
});

/** Moves the group's offsets to the topics' start (read models of an older format were dropped). */
async function replayFromStart(kafka: Kafka, groupId: string, topics: string[]): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    for (const topic of topics) await admin.resetOffsets({ groupId, topic, earliest: true }).catch(() => undefined);
  } finally {
    await admin.disconnect();
  }
}

export const startAnalyticsService = (env: Environment, options?: AnalyticsOptions): Promise<AnalyticsService> =>
  analyticsService.start(env, options);
