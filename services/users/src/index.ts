import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  OutboxRelay,
  pingDatabase,
  startServiceRuntime,
  startSubgraphServer,
  type ServiceRuntime,
} from '@faithcraft/lib';
import { Accounts } from './accounts/accounts.js';
import { sessionModel } from './data/session-model.js';
import { userModel } from './data/user-model.js';
import type { Environment } from './environment.js';
import { internalRoutes } from './http/internal-routes.js';
import { resolvers } from './resolvers/index.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

export type UsersService = ServiceRuntime & { url: string; port: number };

/** Starts the users subgraph: database, Kafka producer, outbox relay, HTTP server. */
export async function startUsersService(env: Environment): Promise<UsersService> {
  const runtime = await startServiceRuntime({
    name: 'users',
    logLevel: env.LOG_LEVEL,
    mongoUrl: env.MONGO_URL,
    dbName: env.USERS_DB,
    kafkaBrokers: env.KAFKA_BROKERS,
  });
  const { log, db, producer, components } = runtime;
  const users = userModel(db);
  const sessions = sessionModel(db);
  await Promise.all([users.init(), sessions.init()]);

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

  return { ...runtime, url: server.url, port: server.port };
}
