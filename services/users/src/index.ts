import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  OutboxRelay,
  connectDatabase,
  createKafka,
  createLogger,
  createProducer,
  ensureTopics,
  pingDatabase,
  startSubgraphServer,
  type Stoppable,
} from '@faithcraft/lib';
import { Accounts } from './accounts/accounts.js';
import { sessionModel } from './data/session-model.js';
import { userModel } from './data/user-model.js';
import type { Environment } from './environment.js';
import { internalRoutes } from './http/internal-routes.js';
import { resolvers } from './resolvers/index.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

export interface UsersService {
  url: string;
  port: number;
  components: Stoppable[];
  stop(): Promise<void>;
}

/** Starts the users subgraph: database, Kafka producer, outbox relay, HTTP server. */
export async function startUsersService(env: Environment): Promise<UsersService> {
  const log = createLogger('users', env.LOG_LEVEL);
  const components: Stoppable[] = [];

  const db = await connectDatabase(env.MONGO_URL, env.USERS_DB);
  components.push({ name: 'database', stop: () => db.close() });
  const users = userModel(db);
  const sessions = sessionModel(db);
  await Promise.all([users.init(), sessions.init()]);

  const kafka = createKafka({ clientId: 'users', brokers: env.KAFKA_BROKERS }, log);
  await ensureTopics(kafka);
  const producer = createProducer(kafka);
  await producer.connect();
  components.push({ name: 'producer', stop: () => producer.disconnect() });

  const relay = new OutboxRelay({
    producer,
    models: [users],
    log,
    pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
    beforePublish:
      env.FAULT_INJECTION === 'crash-before-outbox-publish'
        ? () => {
            log.warn('fault injection: killing the process between the write and the publish');
            process.kill(process.pid, 'SIGKILL');
          }
        : undefined,
  });

  const accounts = new Accounts({
    users,
    sessions,
    log,
    sessionSecret: env.SESSION_SECRET,
    sessionTtlSeconds: env.SESSION_TTL_SECONDS,
    freeGenerationsLimit: env.FREE_GENERATIONS_LIMIT,
    onEventsWritten: () => relay.nudge(),
  });
  await accounts.ensureAdmin(env.BOOTSTRAP_ADMIN_EMAIL, env.BOOTSTRAP_ADMIN_PASSWORD);

  relay.start();
  components.push({ name: 'outbox-relay', stop: () => relay.stop() });

  const server = await startSubgraphServer({
    name: 'users',
    typeDefs,
    resolvers: resolvers(accounts),
    host: env.USERS_HOST,
    port: env.USERS_PORT,
    identitySecret: env.INTERNAL_SECRET,
    log,
    production: env.NODE_ENV === 'production',
    readiness: { database: () => pingDatabase(db), outbox: () => relay.ready() },
    routes: internalRoutes(accounts, env.INTERNAL_SECRET),
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
