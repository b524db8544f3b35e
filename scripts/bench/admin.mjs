// Admin figures: consumer throughput and admin call latency over BENCH_EVENTS (default 1,000,000)
// realistic events (sign-ups, generations, visibility, ratings, downloads, searches, purchases,
// plan payments, page views over 90 days) written to a run-specific set of topics (never the dev
// data). Throughput: the events projected from the start into fresh read models (events/s, goal
// ≥ 5,000). Latency: sequential calls of each admin query for each timeframe through the gateway, as
// the bootstrap admin of a whole product stack (BENCH_BASE_PORT, default 4760) whose admin-analytics
// serves the projected read models, p50/p95/p99 in ms (goal p95 ≤ 50), and each call's first
// (cold-cache) time, measured once the stack has settled (settle.mjs). Needs a build; starts the infrastructure it needs.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import os from 'node:os';
import { ROOT, down, up } from '../infra/index.mjs';
import { signInCookie } from '../lib/stack.mjs';
import { startBenchStack } from './bench-stack.mjs';
import { waitUntilSettled } from './settle.mjs';

const require = createRequire(import.meta.url);
const lib = require(join(ROOT, 'services/lib/dist/index.js'));
const { rebuildReadModels } = require(join(ROOT, 'services/admin-analytics/dist/rebuild.js'));
const { analyticsTopics } = require(join(ROOT, 'services/admin-analytics/dist/index.js'));
const { Kafka, logLevel } = require('kafkajs');

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const RUN = `bench${Date.now().toString(36)}`;
const SUFFIX = `.${RUN}`;
const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 4760);
const ADMIN = { email: 'bench-admin@faithcraft.test', password: 'BenchAdminPassword1' };
const TYPES = ['flashcards', 'coloring', 'board-game', 'song-visual', 'worksheet', 'poster', 'stickers', 'talk-visual'];
const CATS = ['general', 'fhe', 'primary', 'youth', 'seminary', 'holidays'];
const TERMS = ['nephi', 'temple', 'noah', 'christmas', 'easter', 'moses', 'prayer', 'family', '', 'zzz'];
const n = (x) => Math.round(x).toLocaleString('en-US');

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0), s / 2 ** 32);
}

/** Realistic proportions: 2 % sign-ups, 25 % generations, 35 % page views, 15 % searches… */
function* events(count) {
  const r = rng(9);
  const pick = (l) => l[Math.floor(r() * l.length)];
  const users = Math.max(100, Math.floor(count / 50));
  const now = Date.now();
  const at = () => new Date(now - Math.floor(r() * 90 * 86400_000)).toISOString();
  const user = () => `u${Math.floor(r() * users)}`;
  const image = () => `i${Math.floor(r() * users * 4)}`;
  const ev = (type, subject, data) => lib.createEvent({ source: 'bench', type, subject, data });
  for (let i = 0; i < count; i++) {
    const x = r();
    const ref = () => ({ imageId: image(), ownerId: user(), contentType: pick(TYPES), category: pick(CATS) });
    if (x < 0.02) {
      const userId = `u${i % users}`;
      yield [
        lib.Topics.users,
        ev('UserSignedUp.v1', userId, {
          userId,
          email: `${userId}@bench.test`,
          firstName: null,
          lastName: null,
          role: 'user',
          createdAt: at(),
        }),
      ];
    } else if (x < 0.27) {
      const d = ref();
      yield [
        lib.Topics.content,
        ev('ImageGenerated.v1', d.imageId, {
          ...d,
          title: `Bench ${d.imageId}`,
          provider: 'builtin',
          durationMs: 900,
          generatedAt: at(),
        }),
      ];
    } else if (x < 0.3) {
      const d = ref();
      yield [
        lib.Topics.content,
        ev('ImageVisibilityChanged.v1', d.imageId, {
          ...d,
          title: `Bench ${d.imageId}`,
          isPublic: true,
          isForSale: r() < 0.5,
          priceCents: 299,
          currency: 'usd',
        }),
      ];
    } else if (x < 0.33) {
      const d = ref();
      yield [
        lib.Topics.content,
        ev('ImageRated.v1', d.imageId, {
          ...d,
          ratingId: `r${i}`,
          userId: user(),
          stars: 1 + Math.floor(r() * 5),
          ratingCount: 1,
          ratingAverage: 4,
          ratedAt: at(),
        }),
      ];
    } else if (x < 0.38) {
      const d = ref();
      yield [
        lib.Topics.content,
        ev('ImageDownloaded.v1', d.imageId, {
          ...d,
          downloadId: `d${i}`,
          userId: user(),
          format: 'png',
          downloadedAt: at(),
        }),
      ];
    } else if (x < 0.53) {
      yield [
        lib.Topics.content,
        ev('MarketplaceSearched.v1', `s${i}`, {
          searchId: `s${i}`,
          term: pick(TERMS),
          category: null,
          contentType: null,
          style: null,
          resultCount: Math.floor(r() * 3),
          userId: r() < 0.5 ? user() : null,
          searchedAt: at(),
        }),
      ];
    } else if (x < 0.6) {
      yield [
        lib.Topics.commerce,
        ev('PurchaseCompleted.v1', `p${i}`, {
          purchaseId: `p${i}`,
          imageId: image(),
          buyerId: user(),
          sellerId: user(),
          amountCents: 299,
          currency: 'usd',
          completedAt: at(),
        }),
      ];
    } else if (x < 0.62) {
      const userId = user();
      const paidAt = at();
      yield [
        lib.Topics.commerce,
        ev('SubscriptionPaid.v1', userId, {
          userId,
          amountCents: 999,
          currency: 'usd',
          periodStart: paidAt,
          periodEnd: new Date(Date.parse(paidAt) + 30 * 86400_000).toISOString(),
          paidAt,
        }),
      ];
    } else if (x < 0.65) {
      const userId = user();
      yield [
        lib.Topics.commerce,
        ev('SubscriptionChanged.v1', userId, {
          userId,
          subscriptionStatus: r() < 0.7 ? 'active' : 'cancelled',
          endsAt: null,
          changedAt: at(),
        }),
      ];
    } else {
      const visitorId = `v${Math.floor(r() * users * 5)}`;
      yield [
        lib.Topics.webAnalytics,
        ev('VisitorEvent.v1', visitorId, {
          visitorId,
          userId: r() < 0.3 ? user() : null,
          name: 'page_view',
          path: '/',
          params: {},
          occurredAt: at(),
        }),
      ];
    }
  }
}

async function publish(kafka) {
  const admin = kafka.admin();
  await admin.connect();
  const topics = analyticsTopics(SUFFIX);
  await admin.createTopics({
    waitForLeaders: true,
    topics: topics
      .flatMap((t) => [t, lib.deadLetterTopic(t)])
      .map((topic) => ({ topic, numPartitions: 3, replicationFactor: 1 })),
  });
  await admin.disconnect();
  const producer = kafka.producer();
  await producer.connect();
  const started = Date.now();
  let pending = new Map();
  let sent = 0;
  const flush = async () => {
    await producer.sendBatch({
      topicMessages: [...pending].map(([topic, messages]) => ({ topic: topic + SUFFIX, messages })),
    });
    pending = new Map();
  };
  for (const [topic, e] of events(EVENTS)) {
    const list = pending.get(topic) ?? [];
    list.push({ key: e.subject, value: JSON.stringify(e) });
    pending.set(topic, list);
    if (++sent % 5000 === 0) {
      await flush();
      process.stdout.write(`\r  written ${n(sent)} / ${n(EVENTS)} events`);
    }
  }
  await flush();
  await producer.disconnect();
  console.log(`\r  written ${n(EVENTS)} events in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return topics;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function latency(base, cookie) {
  const queries = {
    metrics: (tf) =>
      `{ adminMetrics(timeframe: ${tf}) { totalRevenueCents activeUsers totalGenerations conversionRate churnRiskUsers recentActivity { description } contentTypeStats { count avgRating } categoryStats { growth } series { start generations } } }`,
    revenue: (tf) =>
      `{ adminRevenue(timeframe: ${tf}) { totalCents monthlyRecurringCents customerLifetimeValueCents topSelling { title sales growth } series { start marketplaceCents } } }`,
    search: (tf) => `{ adminSearchAnalytics(timeframe: ${tf}, limit: 25) { term count successRate } }`,
    funnel: (tf) => `{ adminFunnel(timeframe: ${tf}) { stages { name count conversion } } }`,
  };
  const rows = [];
  for (const [name, query] of Object.entries(queries))
    for (const tf of ['H24', 'D7', 'D30', 'D90']) {
      const times = [];
      let cold = 0;
      for (let i = 0; i < REQUESTS + 5; i++) {
        const t = performance.now();
        const res = await fetch(`${base}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify({ query: query(tf) }),
        });
        const body = await res.json();
        if (body.errors) throw new Error(`${name} ${tf}: ${body.errors[0].message}`);
        if (i === 0) cold = performance.now() - t;
        if (i >= 5) times.push(performance.now() - t);
      }
      times.sort((a, b) => a - b);
      rows.push({
        call: `${name} ${tf}`,
        // The first call reads every document of the window; later ones only what flushes changed.
        cold: cold.toFixed(1),
        p50: percentile(times, 50).toFixed(1),
        p95: percentile(times, 95).toFixed(1),
        p99: percentile(times, 99).toFixed(1),
      });
    }
  return rows;
}

const infra = await up({ only: ['ferretdb', 'kafka', 'minio', 'opensearch', 'maildev'], log: () => undefined });
const kafka = new Kafka({ clientId: RUN, brokers: BROKERS, logLevel: logLevel.NOTHING });
console.log(`Admin figures bench: ${n(EVENTS)} events on topics *${SUFFIX}, database ${RUN}`);
const topics = await publish(kafka);
const result = await rebuildReadModels({
  mongoUrl: MONGO_URL,
  dbName: RUN,
  brokers: BROKERS,
  groupId: RUN,
  topicSuffix: SUFFIX,
  onProgress: ({ done, total, elapsedMs }) =>
    process.stdout.write(
      `\r  projected ${n(done)} / ${n(total)} (${n((done / Math.max(1, elapsedMs)) * 1000)} events/s)   `,
    ),
});
const rate = (result.done / result.elapsedMs) * 1000;
console.log(
  `\nConsumer throughput: ${n(rate)} events/s (${n(result.done)} events in ${(result.elapsedMs / 1000).toFixed(1)} s; goal ≥ 5,000)`,
);

// A whole stack whose admin-analytics serves the read models just built (same database, group, topics).
const stack = await startBenchStack({
  basePort: BASE_PORT,
  infra: infra.settings,
  extra: {
    ANALYTICS_DB: RUN,
    ANALYTICS_CONSUMER_GROUP: RUN,
    ANALYTICS_TOPIC_SUFFIX: SUFFIX,
    BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
    BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
  },
  replaying: [RUN],
});
try {
  await waitUntilSettled({ brokers: BROKERS, groupTag: stack.suffix });
  const cookie = await signInCookie(stack.base, ADMIN);
  const rows = await latency(stack.base, cookie);
  console.table(rows);
  const worst = Math.max(...rows.map((r) => Number(r.p95)));
  console.log(
    `Worst p95 through the gateway: ${worst.toFixed(1)} ms (goal ≤ 50 ms) — load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
  );
} finally {
  await stack.stop();
}
if (process.env.BENCH_KEEP !== '1') {
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteTopics({ topics: topics.flatMap((t) => [t, lib.deadLetterTopic(t)]) }).catch(() => undefined);
  await admin.disconnect();
  const mongoose = require('mongoose');
  const db = await mongoose.createConnection(MONGO_URL, { dbName: RUN }).asPromise();
  await db.dropDatabase();
  await db.close();
}
if (infra.started.length) await down({ only: infra.started, log: () => undefined });
process.exit(0);
