// End-to-end tier: infrastructure plus the whole product (subgraphs + gateway serving the built
// front ends) on their own ports and databases, so a running `npm start` is not disturbed.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { ROOT } from '../scripts/infra/index.mjs';
import { consumerGroups, startGroupsAtTopicEnds } from '../scripts/lib/stack-data.mjs';
import { stackEnvironment, startStack } from '../scripts/lib/stack.mjs';
import { startTestInfrastructure } from './support/infrastructure.mjs';

export const E2E_BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 4100);

export default async function setup() {
  globalThis.__faithcraftInfra = await startTestInfrastructure();
  const runId = `_e2e_${randomBytes(3).toString('hex')}`;
  const env = stackEnvironment({
    basePort: E2E_BASE_PORT,
    dbSuffix: runId,
    infra: {
      mongoUrl: process.env.TEST_MONGO_URL,
      kafkaBrokers: process.env.TEST_KAFKA_BROKERS.split(','),
      searchUrl: process.env.TEST_SEARCH_URL,
    },
    extra: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      // The production setting, so test/e2e/delivery checks what production serves.
      SERVE_SOURCE_MAPS: 'false',
      BOOTSTRAP_ADMIN_EMAIL: 'admin@faithcraft.test',
      BOOTSTRAP_ADMIN_PASSWORD: 'E2eAdminPassword!',
      // A fresh secret per run, handed to the tests that act as a service (test/support/flow.ts).
      INTERNAL_SECRET: randomBytes(24).toString('hex'),
    },
  });
  const history = await startGroupsAtTopicEnds(env.KAFKA_BROKERS.split(','), consumerGroups(env));
  if (history.skipped) console.log(`[e2e] consumers start after ${history.skipped} events of earlier runs`);
  console.log(`[e2e] starting the product on port ${E2E_BASE_PORT} (databases *${runId})`);
  globalThis.__faithcraftStack = await startStack({
    env,
    logDir: join(ROOT, '.runtime', 'logs', 'e2e'),
    log: (m) => console.log(`[e2e] ${m}`),
  });
  // The E2E_* family of test/support/settings.ts.
  Object.assign(process.env, {
    E2E_GATEWAY_URL: `http://localhost:${E2E_BASE_PORT}`,
    E2E_ADMIN_EMAIL: env.BOOTSTRAP_ADMIN_EMAIL,
    E2E_ADMIN_PASSWORD: env.BOOTSTRAP_ADMIN_PASSWORD,
    E2E_INTERNAL_SECRET: env.INTERNAL_SECRET,
    E2E_USERS_URL: env.USERS_INTERNAL_URL,
    E2E_CONTENT_URL: env.CONTENT_INTERNAL_URL,
    E2E_EMAIL_URL: env.EMAIL_INTERNAL_URL,
    E2E_USERS_GRAPHQL: env.SUBGRAPH_USERS_URL,
  });
  // The run's databases, search indexes and consumer groups, dropped at teardown (stack-data.mjs).
  globalThis.__faithcraftStackData = {
    env,
    suffix: runId,
    mongoUrl: process.env.TEST_MONGO_URL,
    searchUrl: process.env.TEST_SEARCH_URL,
    brokers: env.KAFKA_BROKERS.split(','),
  };
}
