// Email segments: the time to compute the six segment counts (spec 001 §4) with BENCH_USERS
// (default 100,000) users in the audience read model, on the real database (FerretDB locally).
// The users are written straight into a run-specific database (the read model's own shape: one
// small document per user, as the consumer builds it from events); the bucket counters the
// consumer keeps are built from them by the repair pass (timed: one streaming pass over the users);
// then the counts are read BENCH_SEGMENT_RUNS times without cache: p50/p95 in ms. Needs FerretDB and a build.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../infra/index.mjs';

const require = createRequire(import.meta.url);
const mongoose = require('mongoose');
const { Isolation, createLogger } = require(join(ROOT, 'services/lib/dist/index.js'));
const { openAudienceStores } = require(join(ROOT, 'services/email/dist/audience/read-model.js'));
const { SegmentCounter } = require(join(ROOT, 'services/email/dist/audience/segment-counts.js'));
const { bucketKeysOf } = require(join(ROOT, 'services/email/dist/audience/segments.js'));

const USERS = Number(process.env.BENCH_USERS ?? 100_000);
const RUNS = Number(process.env.BENCH_SEGMENT_RUNS ?? 10);
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const DB = `bench_email_segments_${Date.now().toString(36)}`;
const DAY = 86_400_000;
const n = (x) => Math.round(x).toLocaleString('en-US');

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0), s / 2 ** 32);
}

/** Users over 120 days: a third never generated, plans on ~8 %, a few cancelled, activity spread out. */
function user(i, r, now) {
  const signedUpAt = new Date(now - Math.floor(r() * 120 * DAY));
  const generations = r() < 0.35 ? 0 : Math.ceil(r() * 8);
  const recent = Array.from({ length: Math.min(generations, 5) }, (_, k) => ({
    imageId: `i${i}_${k}`,
    at: new Date(Math.max(signedUpAt.getTime(), now - Math.floor(r() * 60 * DAY))),
  })).sort((a, b) => b.at - a.at);
  const x = r();
  const plan = x < 0.08 ? 'active' : x < 0.1 ? 'cancelled' : 'inactive';
  const lastActivityAt = new Date(
    Math.max(signedUpAt.getTime(), recent[0]?.at.getTime() ?? 0, now - Math.floor(r() * 90 * DAY)),
  );
  const doc = {
    _id: `u${i}`,
    email: `u${i}@bench.test`,
    firstName: `User${i}`,
    role: 'user',
    signedUpAt,
    deletedAt: null,
    freeGenerationsUsed: Math.min(generations, 5),
    freeGenerationsLimit: 5,
    allowanceChangedAt: null,
    recentGenerations: recent,
    lastActivityAt,
    plan,
    planChangedAt: plan === 'inactive' ? null : lastActivityAt,
    activatedAt: plan === 'inactive' ? null : signedUpAt,
    cancelledAt: plan === 'cancelled' ? lastActivityAt : null,
    _outbox: [],
    _outboxPending: false,
    _outboxSeq: 0,
    _version: 0,
  };
  // What the consumer records after moving the user's counters.
  return { ...doc, countedIn: bucketKeysOf(doc) };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const db = await mongoose.createConnection(MONGO_URL, { dbName: DB }).asPromise();
try {
  const stores = await openAudienceStores(db, await Isolation.detect(db, createLogger('bench', 'warn')));
  const users = stores.userModel;
  const r = rng(10);
  const now = Date.now();
  const seedStart = performance.now();
  for (let i = 0; i < USERS; i += 1000) {
    const docs = [];
    for (let k = i; k < Math.min(USERS, i + 1000); k++) docs.push(user(k, r, now));
    await users.collection.insertMany(docs, { ordered: false });
  }
  console.log(`seeded ${n(USERS)} users in ${((performance.now() - seedStart) / 1000).toFixed(1)} s (database ${DB})`);

  const counter = new SegmentCounter(stores, 0);
  const rebuildStart = performance.now();
  await counter.rebuild();
  console.log(
    `bucket counters rebuilt by one pass over the users in ${((performance.now() - rebuildStart) / 1000).toFixed(1)} s (a repair; the consumer keeps them per event)`,
  );
  const times = [];
  let last;
  for (let run = 0; run < RUNS; run++) {
    const t = performance.now();
    last = await counter.counts();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  console.log(
    `segment counts (${RUNS} uncached passes): p50 ${n(pct(times, 50))} ms, p95 ${n(pct(times, 95))} ms, max ${n(times.at(-1))} ms`,
  );
  console.log(
    `counts: ${Object.entries(last.counts)
      .map(([k, v]) => `${k} ${n(v)}`)
      .join(', ')}`,
  );
  console.log(`bucket documents: ${n((await stores.buckets.find({})).length)}`);
} finally {
  await db.dropDatabase();
  await db.close();
}
