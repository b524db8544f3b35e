#!/usr/bin/env node
// `npm start`: provisions what is missing, builds, starts the infrastructure and the whole product
// with demo data, and prints where to open it. Ctrl-C stops everything it started.
import { join } from 'node:path';
import { ROOT, down, settings as infraSettings, up } from './infra/index.mjs';
import { stackEnvironment, startStack } from './lib/stack.mjs';
import { ensureDependencies, info, nodeVersionOk, runOrExit, step } from './lib/steps.mjs';
import { seedDemoData, DEMO_ACCOUNTS } from './seed-demo-data.mjs';

const BASE_PORT = Number(process.env.GATEWAY_PORT ?? 4000);

if (!nodeVersionOk()) {
  console.error(`FaithCraft needs Node.js 20.18 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}

step('1/5 Dependencies');
await ensureDependencies();

step('2/5 Infrastructure (provisioned once into .cache/infra, then reused)');
const infra = await up({ log: info });

let stack;
const shutdown = async (signal) => {
  console.log(`\n${signal}: stopping FaithCraft ...`);
  await stack?.stop();
  if (infra.started.length) await down({ log: info, only: infra.started });
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

step('3/5 Build (schema, codegen, services, web apps)');
await runOrExit('npm', ['run', '--silent', 'build'], 'build');

step('4/5 Start the product');
const env = stackEnvironment({
  basePort: BASE_PORT,
  infra: infraSettings(),
  extra: {
    BOOTSTRAP_ADMIN_EMAIL: process.env.BOOTSTRAP_ADMIN_EMAIL ?? DEMO_ACCOUNTS.admin.email,
    BOOTSTRAP_ADMIN_PASSWORD: process.env.BOOTSTRAP_ADMIN_PASSWORD ?? DEMO_ACCOUNTS.admin.password,
  },
});
try {
  stack = await startStack({ env, logDir: join(ROOT, '.runtime', 'logs'), log: info });
} catch (err) {
  console.error(`\n✗ ${err.message}`);
  if (infra.started.length) await down({ log: info, only: infra.started });
  process.exit(1);
}

step('5/5 Demo data');
try {
  await seedDemoData(`http://127.0.0.1:${BASE_PORT}`, info);
} catch (err) {
  // The product runs without demo data; say why instead of leaving running processes behind.
  console.error(`    ✗ demo data could not be created: ${err.message} (see .runtime/logs/)`);
}

const s = infraSettings();
console.log(`
FaithCraft is running.

  Open         http://localhost:${BASE_PORT}
  Admin        http://localhost:${BASE_PORT}/admin   (${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password})
  Demo user    ${DEMO_ACCOUNTS.user.email} / ${DEMO_ACCOUNTS.user.password}
  Mail inbox   ${s.inboxUrl}
  GraphQL      http://localhost:${BASE_PORT}/graphql
  Logs         .runtime/logs/

Press Ctrl-C to stop.`);
