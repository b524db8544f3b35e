// The admin users table at 100,000 users: latency through the gateway of the first page, a deep
// page (offset 5,000) and searches, and the time to index 100,000 users. The users are generated
// straight into the users service's directory index (the table is answered from the index alone,
// so the database is not needed for these reads; the stack runs with DIRECTORY_REBUILD_AT_START=false
// so start-up does not sweep them out as "not in the database"). Each scenario: warm-up, then
// sequential requests as the bootstrap admin; p50/p95/p99 in ms. Starts the infrastructure and its
// own stack on BENCH_BASE_PORT (default 4740). BENCH_USERS=100000 and BENCH_REQUESTS=200 tune it.
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT, down, up } from '../infra/index.mjs';
import { signInCookie } from '../lib/stack.mjs';
import { startBenchStack } from './bench-stack.mjs';
import { waitUntilSettled } from './settle.mjs';

const require = createRequire(import.meta.url);
const { UserDirectoryIndex } = require(join(ROOT, 'services/users/dist/directory/directory-index.js'));

const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 4740);
const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 30;
const BULK = 2000;
const GOAL_P95_MS = 50;
const ADMIN = { email: 'bench-admin@faithcraft.test', password: 'BenchAdminPassword1' };

const FIRST = (
  'mary john sarah david emma joseph hannah samuel ruth daniel esther isaac rachel jacob leah ' +
  'nephi alma ammon helaman moroni abish sariah lehi miriam aaron eve adam noah naomi boaz anna ' +
  'peter paul martha lazarus thomas james lydia phoebe priscilla timothy titus mark luke'
).split(' ');
const LAST = (
  'smith johnson williams brown jones miller davis wilson anderson taylor thomas moore martin ' +
  'jackson thompson white harris clark lewis young allen king wright scott green baker adams ' +
  'nelson hill campbell mitchell roberts carter phillips evans turner torres parker collins ' +
  'edwards stewart morris murphy cook rogers morgan peterson cooper reed bailey bell kelly'
).split(' ');
const DOMAINS = ['example.com', 'mail.test', 'family.org', 'ward.net', 'stake.org'];
const STATUSES = ['inactive', 'inactive', 'inactive', 'active', 'cancelled', 'past_due'];

/** Deterministic pseudo-random numbers, so every run indexes the same users. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const cap = (w) => w[0].toUpperCase() + w.slice(1);

function* users(count, seed = 9) {
  const r = rng(seed);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const start = Date.now() - 3 * 365 * 24 * 3600 * 1000;
  for (let n = 0; n < count; n++) {
    const first = pick(FIRST);
    const last = pick(LAST);
    const limit = r() < 0.1 ? 5 + Math.floor(r() * 100) : 5;
    yield {
      user: {
        _id: `bench-user-${seed}-${n}`,
        email: `${first}.${last}${n}@${pick(DOMAINS)}`,
        firstName: r() < 0.9 ? cap(first) : null,
        lastName: r() < 0.85 ? cap(last) : null,
        profileImageUrl: null,
        role: r() < 0.001 ? 'admin' : 'user',
        subscriptionStatus: pick(STATUSES),
        subscriptionEndsAt: null,
        freeGenerationsUsed: Math.floor(r() * (limit + 1)),
        freeGenerationsLimit: limit,
        generationHolds: [],
        isProfilePublic: r() < 0.8,
        createdAt: new Date(start + Math.floor(r() * 3 * 365 * 24 * 3600 * 1000)),
        updatedAt: new Date(),
      },
      version: 1,
    };
  }
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function fill(index, count) {
  const t0 = performance.now();
  let batch = [];
  let done = 0;
  for (const item of users(count)) {
    batch.push(item);
    if (batch.length === BULK) {
      await index.putMany(batch);
      done += batch.length;
      batch = [];
      if (done % 20_000 === 0) console.log(`  indexed ${done} / ${count}`);
    }
  }
  if (batch.length) await index.putMany(batch);
  await index.refresh();
  return (performance.now() - t0) / 1000;
}

const DIRECTORY_QUERY = `query AdminUserDirectory($search: String, $limit: Int, $offset: Int) {
  adminUserDirectory(search: $search, limit: $limit, offset: $offset) { total users { id email firstName lastName
    profileImageUrl role subscriptionStatus subscriptionEndsAt freeGenerationsUsed freeGenerationsLimit canGenerate
    generationsRemaining isProfilePublic createdAt } } }`;

async function main() {
  const infra = await up({ only: ['ferretdb', 'kafka', 'minio', 'opensearch', 'maildev'], log: () => undefined });
  const stack = await startBenchStack({
    basePort: BASE_PORT,
    infra: infra.settings,
    extra: {
      DIRECTORY_REBUILD_AT_START: 'false',
      SEARCH_REBUILD_AT_START: 'false',
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    },
  });
  const { env, suffix } = stack;
  const quiet = { info: () => undefined, warn: () => undefined, error: console.error, debug: () => undefined };
  const index = UserDirectoryIndex.connect(infra.settings.searchUrl, env.USERS_SEARCH_INDEX, quiet);
  const base = `http://localhost:${BASE_PORT}`;
  try {
    const cookie = await signInCookie(base, ADMIN);

    const graphql = async (variables) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query: DIRECTORY_QUERY, variables }),
      });
      const body = await res.json();
      const ms = performance.now() - t0;
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return { ms, total: body.data.adminUserDirectory.total, rows: body.data.adminUserDirectory.users.length };
    };
    const rest = async (query) => {
      const t0 = performance.now();
      const res = await fetch(`${base}/api/admin/users?${query}`, { headers: { cookie } });
      const body = await res.json();
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`GET /api/admin/users?${query}: ${res.status} ${JSON.stringify(body)}`);
      return { ms, total: Number(res.headers.get('x-total-count')), rows: body.length };
    };

    console.log(`\n${USERS.toLocaleString('en-US')} users`);
    await index.recreate();
    const seconds = await fill(index, USERS);
    const count = await index.count();
    if (count < USERS) throw new Error(`index holds ${count} users, expected ${USERS}`);
    console.log(
      `  indexing ${USERS.toLocaleString('en-US')} users took ${seconds.toFixed(1)} s (bulk ${BULK}, then refresh)`,
    );
    const m0 = performance.now();
    await index.optimize();
    console.log(
      `  merging into one segment (as a rebuild does) took ${((performance.now() - m0) / 1000).toFixed(1)} s`,
    );

    await waitUntilSettled({ brokers: infra.settings.kafkaBrokers, groupTag: suffix });
    const r = rng(77);
    const pick = (list) => list[Math.floor(r() * list.length)];
    const scenarios = [
      ['first page (25, newest first)', () => graphql({ limit: 25, offset: 0 })],
      ['deep page (offset 5,000)', () => graphql({ limit: 25, offset: 5000 })],
      ['search: 3-letter prefix', () => graphql({ search: pick(FIRST).slice(0, 3), limit: 25 })],
      ['search: first + last name', () => graphql({ search: `${pick(FIRST)} ${pick(LAST)}`, limit: 25 })],
      ['search: address prefix', () => graphql({ search: `${pick(FIRST)}.${pick(LAST)}1`, limit: 25 })],
      ['REST /api/admin/users (100)', () => rest('')],
      ['REST search, page 3', () => rest(`search=${pick(LAST)}&limit=25&offset=50`)],
    ];
    const directArgs = (name) =>
      ({
        'first page (25, newest first)': ['', 25, 0],
        'deep page (offset 5,000)': ['', 25, 5000],
        'search: 3-letter prefix': [pick(FIRST).slice(0, 3), 25, 0],
        'search: first + last name': [`${pick(FIRST)} ${pick(LAST)}`, 25, 0],
        'search: address prefix': [`${pick(FIRST)}.${pick(LAST)}1`, 25, 0],
        'REST /api/admin/users (100)': ['', 100, 0],
        'REST search, page 3': [pick(LAST), 25, 50],
      })[name];
    const rows = [];
    for (const [name, call] of scenarios) {
      for (let i = 0; i < WARMUP; i++) await call();
      const times = [];
      let total = 0;
      for (let i = 0; i < REQUESTS; i++) {
        const answer = await call();
        times.push(answer.ms);
        total += answer.total;
      }
      times.sort((a, b) => a - b);
      // The same page straight from the index (users' UserDirectoryIndex.page): the engine's share.
      const direct = [];
      for (let i = 0; i < REQUESTS / 2; i++) {
        const t0 = performance.now();
        await index.page(...directArgs(name));
        direct.push(performance.now() - t0);
      }
      direct.sort((a, b) => a - b);
      rows.push({
        scenario: name,
        'p50 ms': Number(percentile(times, 50).toFixed(1)),
        'p95 ms': Number(percentile(times, 95).toFixed(1)),
        'p99 ms': Number(percentile(times, 99).toFixed(1)),
        'index p50': Number(percentile(direct, 50).toFixed(1)),
        'index p95': Number(percentile(direct, 95).toFixed(1)),
        'avg total': Math.round(total / REQUESTS),
      });
    }
    console.table(rows);
    const worst = Math.max(...rows.map((row) => row['p95 ms']));
    console.log(
      `  worst p95 through the gateway ${worst} ms (goal ≤ ${GOAL_P95_MS} ms): ${worst <= GOAL_P95_MS ? 'met' : 'NOT met'}` +
        ` — load average while measuring: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
    );
  } finally {
    await index.drop().catch(() => undefined);
    await index.close();
    await stack.stop();
    if (infra.started.length) await down({ only: infra.started, log: () => undefined });
  }
}

await main();
