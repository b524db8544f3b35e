#!/usr/bin/env node
// `npm run bench`: speed and memory figures (not pass/fail tests). Builds when needed, then runs
// the built-in generator and export bench, the end-to-end pipeline bench on real servers, the
// marketplace bench (latency at 100,000 indexed images) and the front-end bench (initial JS size,
// Lighthouse). `npm run bench -- marketplace` (or render, pipeline, admin-users, email, frontend) runs only the named
// parts; `--build` rebuilds first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './infra/index.mjs';
import { ensureChromium, ensureDependencies, runOrExit, step } from './lib/steps.mjs';

const PARTS = {
  render: {
    title: 'Built-in generator and exports (in process)',
    script: 'scripts/bench/render.mjs',
  },
  pipeline: {
    title: 'Pipeline: request → image visible in the library (whole product on real servers)',
    script: 'scripts/bench/pipeline.mjs',
  },
  marketplace: {
    title: 'Marketplace: latency through the gateway at 10,000 and 100,000 public images (OpenSearch index)',
    script: 'scripts/bench/marketplace.mjs',
  },
  'admin-users': {
    title: 'Admin users table: latency through the gateway at 100,000 users (OpenSearch directory index)',
    script: 'scripts/bench/admin-users.mjs',
  },
  admin: {
    title: 'Admin figures: consumer throughput and admin call latency over 1,000,000 events (BENCH_EVENTS)',
    script: 'scripts/bench/admin.mjs',
  },
  'email-segments': {
    title: 'Email segments: time to compute the six segment counts at 100,000 users (BENCH_USERS)',
    script: 'scripts/bench/email-segments.mjs',
  },
  email: {
    title: 'Email: campaign send throughput to the local SMTP server at 10,000 recipients (BENCH_EMAIL_RECIPIENTS)',
    script: 'scripts/bench/email.mjs',
  },
  frontend: {
    title: 'Front end: initial JavaScript of / and Lighthouse on /, /signin, /generator',
    script: 'scripts/bench/frontend.mjs',
  },
};

const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = named.filter((n) => !(n in PARTS));
if (unknown.length) {
  console.error(`Unknown bench part: ${unknown.join(', ')}. Parts: ${Object.keys(PARTS).join(', ')}.`);
  process.exit(2);
}
const parts = named.length ? named : Object.keys(PARTS);

await ensureDependencies();
const built = ['services/content/dist/render/index.js', 'gateway/dist/main.js', 'web/dist/index.html'].every((f) =>
  existsSync(join(ROOT, f)),
);
if (!built || process.argv.includes('--build')) {
  step('Build');
  await runOrExit('npm', ['run', '--silent', 'build'], 'build');
}
if (parts.includes('frontend')) await ensureChromium();
for (const part of parts) {
  step(PARTS[part].title);
  await runOrExit(process.execPath, [join(ROOT, PARTS[part].script)], `${part} bench`);
}
