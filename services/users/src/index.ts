import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  RateLimiter,
  EventConsumer,
  createStoreRelay,
  Topics,
  pingDatabase,
  startServiceRuntime,
  startSubgraphServer,
  type ServiceRuntime,
} from '@faithcraft/lib';
import { Accounts } from './accounts/accounts.js';
import { AdminUsers } from './accounts/admin-users.js';
import { AllowanceService } from './accounts/allowance-service.js';
import { MailClient } from './accounts/mail-client.js';
import { PasswordReset } from './accounts/password-reset.js';
import { Profiles } from './accounts/profiles.js';
import { createStores } from './data/stores.js';
import type { Environment } from './environment.js';
import { accountEventHandler } from './events/account-event-handler.js';
import { allowanceRoutes } from './http/allowance-routes.js';
import { internalRoutes } from './http/internal-routes.js';
import { resolvers } from './resolvers/index.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

export type UsersService = ServiceRuntime & { url: string; port: number };

export interface UsersServiceOptions {
  /** The clock for token expiry and rate-limit windows (tests move it forward). */
  now?: () => Date;
}

/** Starts the users subgraph: database, Kafka producer and consumer, outbox relay, HTTP server. */
export async function startUsersService(env: Environment, options: UsersServiceOptions = {}): Promise<UsersService> {
  const now = options.now ?? (() => new Date());
  const runtime = await startServiceRuntime({
    name: 'users',
    logLevel: env.LOG_LEVEL,
    mongoUrl: env.MONGO_URL,
    dbName: env.USERS_DB,
    kafkaBrokers: env.KAFKA_BROKERS,
  });
  const { log, db, kafka, producer, components } = runtime;
  const { users, deletedUsers, sessions, tokens, identities } = await createStores(db, log);
  const limiter = new RateLimiter(db, log, now);
  await limiter.init();

  const relay = createStoreRelay({
    producer,
    stores: [users, deletedUsers],
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
    identities,
    log,
    sessionSecret: env.SESSION_SECRET,
    sessionTtlSeconds: env.SESSION_TTL_SECONDS,
    freeGenerationsLimit: env.FREE_GENERATIONS_LIMIT,
    holdExpiryMs: env.HOLD_EXPIRY_MINUTES * 60_000,
    now,
    limiter,
  });
  const passwordReset = new PasswordReset({
    users,
    tokens,
    sessions,
    limiter,
    mail: new MailClient({ emailInternalUrl: env.EMAIL_INTERNAL_URL, internalSecret: env.INTERNAL_SECRET }),
    log,
    now,
    ttlMinutes: env.RESET_TOKEN_TTL_MINUTES,
    publicUrl: env.PUBLIC_URL,
  });
  const profiles = new Profiles({ users, sessions, limiter, now });
  const admin = new AdminUsers({ users, sessions, tokens, identities, deletedUsers, log, now });
  const allowance = new AllowanceService(users, env.HOLD_EXPIRY_MINUTES * 60_000, now);
  const holdSweep = setInterval(() => {
    allowance.releaseExpiredHolds().catch((err: unknown) => log.warn({ err }, 'releasing expired holds failed'));
  }, 60_000);
  components.push({ name: 'hold-sweep', stop: async () => clearInterval(holdSweep) });

  await accounts.ensureAdmin(env.BOOTSTRAP_ADMIN_EMAIL, env.BOOTSTRAP_ADMIN_PASSWORD);
  const resumed = await admin.resumeDeletions();
  if (resumed) log.info({ resumed }, 'finished interrupted account deletions');

  relay.start();
  components.push({ name: 'outbox-relay', stop: () => relay.stop() });
  components.push({ name: 'password-reset-mail', stop: () => passwordReset.drain() });

  const consumer = new EventConsumer({
    kafka,
    producer,
    db,
    groupId: env.USERS_CONSUMER_GROUP,
    topics: [Topics.content, Topics.commerce],
    handle: accountEventHandler(allowance),
    log,
  });
  await consumer.start();
  components.push({ name: 'consumer', stop: () => consumer.stop() });

  const server = await startSubgraphServer({
    name: 'users',
    typeDefs,
    resolvers: resolvers({ accounts, passwordReset, profiles, admin }),
    host: env.USERS_HOST,
    port: env.USERS_PORT,
    identitySecret: env.INTERNAL_SECRET,
    log,
    production: env.NODE_ENV === 'production',
    readiness: {
      database: () => pingDatabase(db),
      outbox: () => relay.ready(),
      consumer: () => consumer.ready(),
    },
    routes: (app) => {
      internalRoutes(accounts, env.INTERNAL_SECRET)(app);
      allowanceRoutes(allowance, env.INTERNAL_SECRET, log)(app);
    },
  });
  components.push({ name: 'http', stop: () => server.stop() });

  return { ...runtime, url: server.url, port: server.port };
}
