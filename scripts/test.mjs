#!/usr/bin/env node
// `npm test`: installs what is missing, lints, builds and type-checks, then runs the three test
// tiers against real infrastructure, and stops everything it started. The last line is the
// summary "tests: N passed, N failed".
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, down, up } from './infra/index.mjs';
import { ensureChromium, ensureDependencies, info, nodeVersionOk, run, runOrExit, step } from './lib/steps.mjs';

if (!nodeVersionOk()) {
  console.error(`FaithCraft needs Node.js 20.18 or newer (this is ${process.versions.node}).`);
  process.exit(1);
}

const results = join(ROOT, '.runtime', 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

step('Dependencies');
await ensureDependencies();
await ensureChromium();

step('Build (schema composition, codegen, TypeScript project references, web apps)');
await runOrExit('npm', ['run', '--silent', 'build'], 'build');

step('Lint (typescript-eslint with type information, react-hooks) and formatting');
await runOrExit('npx', ['eslint', '.', '--max-warnings', '0'], 'eslint');
await runOrExit('npx', ['prettier', '--check', '.', '--log-level', 'warn'], 'prettier');

step('Type-check the tests and the web apps');
// Workspace globs (`services/*`) expand to their folders, so a new service's tests are checked too.
const workspaces = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces.flatMap((w) =>
  w.endsWith('/*') ? readdirSync(join(ROOT, w.slice(0, -2))).map((d) => `${w.slice(0, -2)}/${d}`) : [w],
);
for (const project of [...workspaces.map((w) => `${w}/test`), 'test', 'web', 'admin-web']) {
  if (existsSync(join(ROOT, project, 'tsconfig.json')))
    await runOrExit('npx', ['tsc', '-p', project, '--noEmit'], `tsc -p ${project}`);
}

/**
 * A tier over its limit (several times its usual length on this 2-core machine: int ≈ 11 min,
 * e2e ≈ 6 min) is stopped and fails, so a hang is reported as one, with the file that hung
 * (test/support/slow-file-reporter.cjs), before CI's own limit. The server tiers end with
 * --forceExit: the stack and infrastructure are stopped by the global teardown and this script, and
 * a handle a failed test left open must not keep Jest waiting.
 */
const TIER_LIMIT_MIN = { unit: 10, int: 35, e2e: 25 };
const jest = (tier, extra = []) =>
  run('npx', ['jest', '--selectProjects', tier, '--json', '--outputFile', join(results, `${tier}.json`), ...extra], {
    env: { ...process.env, KAFKAJS_NO_PARTITIONER_WARNING: '1' },
    limitMs: TIER_LIMIT_MIN[tier] * 60_000,
  });

step('Unit tests');
const codes = [await jest('unit')];

step('Infrastructure for the integration and end-to-end tiers');
let infra;
try {
  infra = await up({ log: info, only: ['ferretdb', 'kafka', 'minio', 'opensearch', 'maildev'] });
  step('Integration tests (real Kafka, FerretDB, MinIO, OpenSearch)');
  codes.push(await jest('int', ['--runInBand', '--forceExit']));
  step('End-to-end tests (the whole product through the gateway, and Chromium)');
  codes.push(await jest('e2e', ['--runInBand', '--forceExit']));
} finally {
  if (infra?.started.length) {
    step('Stopping the infrastructure this run started');
    await down({ log: info, only: infra.started });
  }
}

let passed = 0;
let failed = 0;
for (const tier of ['unit', 'int', 'e2e']) {
  const file = join(results, `${tier}.json`);
  if (!existsSync(file)) continue;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
  info(`${tier}: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numTotalTestSuites} suites`);
}
const ok = codes.every((c) => c === 0) && failed === 0 && passed > 0;
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(ok ? 0 : 1);
