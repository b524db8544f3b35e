#!/usr/bin/env node
// `npm run bench`: speed and memory figures (not pass/fail tests). Builds when needed, then runs
// the built-in generator and export bench, and the end-to-end pipeline bench on real servers.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './infra/index.mjs';
import { ensureDependencies, runOrExit, step } from './lib/steps.mjs';

await ensureDependencies();
if (!existsSync(join(ROOT, 'services/content/dist/render/index.js')) || process.argv.includes('--build')) {
  step('Build');
  await runOrExit('npm', ['run', '--silent', 'build'], 'build');
}
step('Built-in generator and exports (in process)');
await runOrExit(process.execPath, [join(ROOT, 'scripts/bench/render.mjs')], 'render bench');
step('Pipeline: request → image visible in the library (whole product on real servers)');
await runOrExit(process.execPath, [join(ROOT, 'scripts/bench/pipeline.mjs')], 'pipeline bench');
