import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AdminPolicy,
  EventConsumer,
  UsersSessionClient,
  Topics,
  pingDatabase,
  startServiceRuntime,
  startSubgraphServer,
  type ServiceRuntime,
} from '@faithcraft/lib';
import { signupModel } from './data/signup-model.js';
import type { Environment } from './environment.js';
import { projector } from './events/projector.js';
import { resolvers } from './resolvers/index.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

export type AnalyticsService = ServiceRuntime & { url: string; port: number };

/** Starts the admin-analytics subgraph: read models fed by Kafka, exposed to admins. */
export async function startAnalyticsService(env: Environment): Promise<AnalyticsService> {
  const runtime = await startServiceRuntime({
    name: 'admin-analytics',
    logLevel: env.LOG_LEVEL,
    mongoUrl: env.MONGO_URL,
    dbName: env.ANALYTICS_DB,
    kafkaBrokers: env.KAFKA_BROKERS,
  });
  const { log, db, kafka, producer, components } = runtime;
  const signups = signupModel(db);
  await signups.init();

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
    resolvers: resolvers({
      adminPolicy: new AdminPolicy(
        new UsersSessionClient({
          usersInternalUrl: env.USERS_INTERNAL_URL,
          internalSecret: env.INTERNAL_SECRET,
          caller: 'admin-analytics',
        }),
      ),
      signups,
    }),
    host: env.ANALYTICS_HOST,
    port: env.ANALYTICS_PORT,
    identitySecret: env.INTERNAL_SECRET,
    log,
    production: env.NODE_ENV === 'production',
    readiness: { database: () => pingDatabase(db), consumer: () => consumer.ready() },
  });
  components.push({ name: 'http', stop: () => server.stop() });

  return { ...runtime, url: server.url, port: server.port };
}
