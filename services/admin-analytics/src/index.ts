import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Topics, defineService, type RunningService } from '@faithcraft/lib';
import { signupModel } from './data/signup-model.js';
import type { Environment } from './environment.js';
import { projector } from './events/projector.js';
import { resolvers } from './resolvers/index.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

export type AnalyticsService = RunningService;

/** The admin-analytics subgraph: read models fed by Kafka, exposed to admins. */
export const analyticsService = defineService<Environment>({
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
  async setup(kit, env) {
    const signups = signupModel(kit.db);
    await signups.init();

    await kit.consumer('consumer', {
      groupId: env.ANALYTICS_CONSUMER_GROUP,
      topics: [Topics.users],
      handle: projector(signups),
    });

    return { resolvers: resolvers({ adminPolicy: kit.adminPolicy(), signups }) };
  },
});

export const startAnalyticsService = (env: Environment): Promise<AnalyticsService> => analyticsService.start(env);
