// The email service's sending side started on real infrastructure, with the test's list store
// (test/support/list-audience.cjs) in place of EA's audience — the same setupSending() the service uses.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineService } from '@faithcraft/lib';
import { createStores } from '../../src/data/stores';
import type { Environment } from '../../src/environment';
import { setupSending } from '../../src/sending/setup';
import { ListAudience, noFacts } from './list-audience.cjs';
import { emailTestEnvironment } from './subscriber-directory';

const typeDefs = readFileSync(join(__dirname, '..', '..', 'src', 'schema.graphql'), 'utf8');

export const sendingTestService = defineService<
  Environment,
  object,
  { audience: ListAudience; sending: Awaited<ReturnType<typeof setupSending>> }
>({
  name: 'email-sending-test',
  typeDefs,
  settings: (env) => ({
    logLevel: env.LOG_LEVEL,
    mongoUrl: env.MONGO_URL,
    dbName: env.EMAIL_DB,
    kafkaBrokers: env.KAFKA_BROKERS,
    host: env.EMAIL_HOST,
    port: env.EMAIL_PORT,
    internalSecret: env.INTERNAL_SECRET,
    production: false,
    usersInternalUrl: env.USERS_INTERNAL_URL,
  }),
  async setup(kit, env) {
    const { knownUsers } = await createStores(kit.db, kit.log);
    const audience = new ListAudience(kit.db);
    const sending = await setupSending(kit, env, {
      audiences: audience,
      suppressions: audience,
      facts: noFacts,
      knownUsers,
    });
    return { resolvers: sending.resolvers, routes: sending.routes, expose: { audience, sending } };
  },
});

export function sendingEnvironment(
  dbName: string,
  usersInternalUrl: string,
  secret: string,
  extra: Record<string, string> = {},
) {
  return emailTestEnvironment(dbName, {
    INTERNAL_SECRET: secret,
    USERS_INTERNAL_URL: usersInternalUrl,
    PUBLIC_URL: 'http://localhost:4000',
    EMAIL_SENDER_POLL_MS: '300',
    EMAIL_SEND_BATCH: '20',
    ...extra,
  });
}
