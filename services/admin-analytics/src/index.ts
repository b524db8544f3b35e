import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  EventConsumer,
  Topics,
  connectDatabase,
  createKafka,
  createLogger,
  createProducer,
  ensureTopics,
  pingDatabase,
  startSubgraphServer,
  type Stoppable,
} from '@faithcraft/lib';
import { signupModel } from './data/signup-model.js';
import type { Environment } from './environment.js';
import { projector } from './events/projector.js';
import { resolvers } from './resolvers/index.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

export interface AnalyticsService {
  url: string;
  port: number;
  components: Stoppable[];
  stop(): Promise<void>;
}

/** Starts the admin-analytics subgraph: read models fed by Kafka, exposed to admins. */
export async function startAnalyticsService(env: Environment): Promise<AnalyticsService> {
  const log = createLogger('admin-analytics', env.LOG_LEVEL);
  const components: Stoppable[] = [];

  const db = await connectDatabase(env.MONGO_URL, env.ANALYTICS_DB);
  components.push({ name: 'database', stop: () => db.close() });
  const signups = signupModel(db);
  await signups.init();

  const kafka = createKafka({ clientId: 'admin-analytics', brokers: env.KAFKA_BROKERS }, log);
  await ensureTopics(kafka);
  const producer = createProducer(kafka);
  await producer.connect();
  components.push({ name: 'producer', stop: () => producer.disconnect() });

  const consumer = new EventConsumer({
    kafka,
    producer,
    db,
    groupId: env.ANALYTICS_CONSUMER_GROUP,
    topics: [Topics.users],
    handle: projector(signups),
    log,
  });
  await consumer.start();
  components.push({ name: 'consumer', stop: () => consumer.stop() });

  const server = await startSubgraphServer({
    name: 'admin-analytics',
    typeDefs,
    resolvers: resolvers(signups),
    host: env.ANALYTICS_HOST,
    port: env.ANALYTICS_PORT,
    identitySecret: env.INTERNAL_SECRET,
    log,
    production: env.NODE_ENV === 'production',
    readiness: { database: () => pingDatabase(db), consumer: () => consumer.ready() },
  });
  components.push({ name: 'http', stop: () => server.stop() });

  return {
    url: server.url,
    port: server.port,
    components,
    async stop() {
      for (const c of [...components].reverse()) await c.stop();
    },
  };
}
