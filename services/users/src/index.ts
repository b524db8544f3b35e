import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RateLimiter, Topics, defineService, type RunningService } from '@faithcraft/lib';
import { Accounts } from './accounts/accounts.js';
import { AdminUsers } from './accounts/admin-users.js';
import { AllowanceService } from './accounts/allowance-service.js';
import { MailClient } from './accounts/mail-client.js';
import { PasswordReset } from './accounts/password-reset.js';
import { Profiles } from './accounts/profiles.js';
import { createStores } from './data/stores.js';
import { UserVersions } from './data/user-versions.js';
import { UserDirectoryIndex } from './directory/directory-index.js';
import { startDirectory } from './directory/directory-startup.js';
import type { Environment } from './environment.js';
import { accountEventHandler } from './events/account-event-handler.js';
import { allowanceRoutes } from './http/allowance-routes.js';
import { internalRoutes } from './http/internal-routes.js';
import { resolvers } from './resolvers/index.js';

export const typeDefs = readFileSync(join(__dirname, '..', 'src', 'schema.graphql'), 'utf8');

export type UsersService = RunningService;

export interface UsersServiceOptions {
  /** The clock for token expiry and rate-limit windows (tests move it forward). */
  now?: () => Date;
}

/** How often generation holds that never settled are given back (decision 0004). */
const HOLD_SWEEP_INTERVAL_MS = 60_000;

/** The users subgraph: accounts, sessions, password reset, allowance, outbox relay, event consumer. */
export const usersService = defineService<Environment, UsersServiceOptions>({
  name: 'users',
  typeDefs,
  settings: (env) => ({
    logLevel: env.LOG_LEVEL,
    mongoUrl: env.MONGO_URL,
    dbName: env.USERS_DB,
    kafkaBrokers: env.KAFKA_BROKERS,
    host: env.USERS_HOST,
    port: env.USERS_PORT,
    internalSecret: env.INTERNAL_SECRET,
    production: env.NODE_ENV === 'production',
  }),
  async setup(kit, env, options) {
    const { db, log } = kit;
    const now = options.now ?? (() => new Date());
    // The admin user directory (decision 0010): every write of a user is synced to it.
    const directoryIndex = UserDirectoryIndex.connect(env.SEARCH_URL, env.USERS_SEARCH_INDEX, log);
    kit.onStop('directory-index', () => directoryIndex.close());
    const directory = await startDirectory(kit, {
      index: directoryIndex,
      versions: new UserVersions(db),
      rebuildAtStart: env.DIRECTORY_REBUILD_AT_START,
    });
    const { users, deletedUsers, sessions, tokens, identities } = await createStores(db, log, (userId) =>
      directory.schedule(userId),
    );
    const limiter = new RateLimiter(db, log, now);
    await limiter.init();

    const relay = kit.outboxRelay({
      stores: [users, deletedUsers],
      pollIntervalMs: env.OUTBOX_POLL_INTERVAL_MS,
      beforePublish:
        env.FAULT_INJECTION === 'crash-before-outbox-publish'
          ? () => {
              log.warn('fault injection: killing the process between the write and the publish');
              process.kill(process.pid, 'SIGKILL');
            }
          : undefined,
    });

    const holdExpiryMs = env.HOLD_EXPIRY_MINUTES * 60_000;
    const accounts = new Accounts({
      users,
      sessions,
      identities,
      log,
      sessionSecret: env.SESSION_SECRET,
      sessionTtlSeconds: env.SESSION_TTL_SECONDS,
      freeGenerationsLimit: env.FREE_GENERATIONS_LIMIT,
      holdExpiryMs,
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
    const admin = new AdminUsers({
      users,
      sessions,
      tokens,
      identities,
      deletedUsers,
      log,
      now,
      directory: directoryIndex,
      shown: (userId) => directory.visibleNow(userId),
    });
    const allowance = new AllowanceService(users, holdExpiryMs, now);
    const holdSweep = setInterval(() => {
      allowance.releaseExpiredHolds().catch((err: unknown) => log.warn({ err }, 'releasing expired holds failed'));
    }, HOLD_SWEEP_INTERVAL_MS);
    kit.onStop('hold-sweep', async () => clearInterval(holdSweep));

    await accounts.ensureAdmin(env.BOOTSTRAP_ADMIN_EMAIL, env.BOOTSTRAP_ADMIN_PASSWORD);
    const resumed = await admin.resumeDeletions();
    if (resumed) log.info({ resumed }, 'finished interrupted account deletions');

    relay.start();
    kit.onStop('password-reset-mail', () => passwordReset.drain());

    await kit.consumer('consumer', {
      groupId: env.USERS_CONSUMER_GROUP,
      topics: [Topics.content, Topics.commerce],
      handle: accountEventHandler(allowance),
    });

    return {
      // The users service owns sessions and roles: its admin policy reads them from its own database.
      resolvers: resolvers({ adminPolicy: kit.adminPolicy(accounts), accounts, passwordReset, profiles, admin }),
      routes: (app) => {
        internalRoutes(accounts, env.INTERNAL_SECRET)(app);
        allowanceRoutes(allowance, env.INTERNAL_SECRET, log)(app);
      },
    };
  },
});

export const startUsersService = (env: Environment, options: UsersServiceOptions = {}): Promise<UsersService> =>
  usersService.start(env, options);
