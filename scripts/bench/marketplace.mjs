// Marketplace latency through the gateway at 10,000 and 100,000 public images, and the time to
// index 100,000. The images are generated straight into content's search index (the marketplace
// reads cards from the index alone, so the database is not needed for these reads; the stack runs
// with SEARCH_REBUILD_AT_START=false so start-up does not sweep them out as "not in the database").
// Each scenario: warm-up, then sequential GraphQL requests of the web's marketplace query (cards
// and facets) as a signed-out visitor; p50/p95/p99 in ms. Starts the infrastructure and its own
// stack on BENCH_BASE_PORT (default 4760). BENCH_SIZES=10000,100000 and BENCH_REQUESTS=200 tune it.
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';
import { ROOT, down, up } from '../infra/index.mjs';
import { startBenchStack } from './bench-stack.mjs';
import { waitUntilSettled } from './settle.mjs';

const require = createRequire(import.meta.url);
const { ImageIndex } = require(join(ROOT, 'services/content/dist/search/image-index.js'));
const { normaliseQuery } = require(join(ROOT, 'services/content/dist/library/marketplace-query.js'));

const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 4760);
const SIZES = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = 30;
const BULK = 2000;
const GOAL_P95_MS = 50;

const CATEGORIES = ['general', 'fhe', 'primary', 'youth', 'seminary', 'holidays'];
const TYPES = ['flashcards', 'coloring', 'board-game', 'song-visual', 'worksheet', 'poster', 'stickers', 'talk-visual'];
const STYLES = ['cartoon-gospel', 'watercolor', 'line-art', 'storybook', 'classic', 'modern'];
const WORDS = (
  'faith hope charity prayer temple family ark noah moses nephi alma ammon jonah daniel lion ' +
  'pioneer trek handcart covenant baptism sacrament scripture gospel light shepherd sheep lamb ' +
  'garden tree life rod iron liahona ship sea mountain river star bethlehem manger angel choir ' +
  'easter christmas tomb resurrection apostle prophet seer testimony service kindness tithing ' +
  'sabbath missionary journey forever together heaven earth creation rainbow promise dove olive'
).split(' ');

const ENTRY_QUERY = `query Marketplace($input: PublicImagesInput) { publicImages(input: $input) {
  items { id title description category style contentType imageUrl thumbnailUrl priceCents isForSale ownerId
    ratingAverage ratingCount createdAt }
  total page hasMore
  facets { categories { category count } contentTypes { contentType count } styles { style count } } } }`;

/** Deterministic pseudo-random numbers, so every run indexes the same images. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

function* images(count, seed = 8) {
  const r = rng(seed);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const start = Date.now() - 365 * 24 * 3600 * 1000;
  for (let n = 0; n < count; n++) {
    const id = `bench-${seed}-${n}`;
    const createdAt = new Date(start + Math.floor(r() * 365 * 24 * 3600 * 1000));
    const ratingCount = r() < 0.3 ? 1 + Math.floor(r() * 20) : 0;
    yield {
      image: {
        _id: id,
        ownerId: `bench-owner-${n % 500}`,
        title: words(3),
        description: words(10),
        prompt: words(12),
        category: pick(CATEGORIES),
        contentType: pick(TYPES),
        style: pick(STYLES),
        status: 'completed',
        provider: 'builtin',
        storageKey: `images/${id}.png`,
        thumbnailKey: `images/${id}/thumb.jpg`,
        isExpired: false,
        isPublic: true,
        isForSale: true,
        priceCents: pick([0, 99, 299, 299, 499, 999]),
        downloadCount: Math.floor(r() * 50),
        ratingCount,
        ratingSum: ratingCount ? ratingCount * (1 + Math.floor(r() * 5)) : 0,
        createdAt,
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
  for (const item of images(count)) {
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

async function main() {
  const infra = await up({ only: ['ferretdb', 'kafka', 'minio', 'opensearch', 'maildev'], log: () => undefined });
  const stack = await startBenchStack({
    basePort: BASE_PORT,
    infra: infra.settings,
    // Searches are not recorded: thousands of MarketplaceSearched events would be replayed by every
    // new consumer group of the shared Kafka (recording is off the answer's path anyway).
    extra: {
      SEARCH_REBUILD_AT_START: 'false',
      MARKETPLACE_RECORD_SEARCHES: 'false',
    },
  });
  const { env, suffix } = stack;
  const quiet = { info: () => undefined, warn: () => undefined, error: console.error, debug: () => undefined };
  const index = ImageIndex.connect(infra.settings.searchUrl, env.SEARCH_INDEX, quiet);
  const gateway = `http://localhost:${BASE_PORT}/graphql`;
  const clearCache = () =>
    fetch(`${infra.settings.searchUrl}/${index.concrete}/_cache/clear?request=true`, { method: 'POST' });

  const ENUM = (v) => v.toUpperCase().replace(/-/g, '_');
  /** The GraphQL input: enum names for category and content type (the scenarios use wire values). */
  const graphqlInput = (q) => ({
    ...q,
    ...(q.category ? { category: ENUM(q.category) } : {}),
    ...(q.contentType ? { contentType: ENUM(q.contentType) } : {}),
  });
  const request = async (input) => {
    const t0 = performance.now();
    const res = await fetch(gateway, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: ENTRY_QUERY, variables: { input: graphqlInput(input) } }),
    });
    const body = await res.json();
    const ms = performance.now() - t0;
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { ms, page: body.data.publicImages };
  };

  const r = rng(99);
  const pick = (list) => list[Math.floor(r() * list.length)];
  const scenarios = [
    ['newest, page 1', () => ({ page: 1, limit: 20 })],
    ['newest, page 50', () => ({ page: 50, limit: 20 })],
    ['category + type filters, page 1', () => ({ category: pick(CATEGORIES), contentType: pick(TYPES) })],
    ['category filter, page 50', () => ({ category: pick(CATEGORIES), page: 50 })],
    ['search (one word), page 1', () => ({ search: pick(WORDS) })],
    ['search (one word), page 50', () => ({ search: pick(WORDS), page: 50 })],
    ['search (two words) + filter, page 1', () => ({ search: `${pick(WORDS)} ${pick(WORDS)}`, style: pick(STYLES) })],
    ['newest, page 1, facets not cached', () => ({ page: 1, limit: 20 }), true],
  ];

  const summary = [];
  try {
    for (const size of SIZES) {
      console.log(`\n${size.toLocaleString('en-US')} public images`);
      await index.recreate();
      const seconds = await fill(index, size);
      const count = await index.count();
      if (count !== size) throw new Error(`index holds ${count} images, expected ${size}`);
      console.log(
        `  indexing ${size.toLocaleString('en-US')} images took ${seconds.toFixed(1)} s (bulk ${BULK}, then refresh)`,
      );
      summary.push({ what: `index ${size.toLocaleString('en-US')} images`, seconds: Number(seconds.toFixed(1)) });
      await waitUntilSettled({ brokers: infra.settings.kafkaBrokers, groupTag: suffix });
      const rows = [];
      for (const [name, input, uncached] of scenarios) {
        for (let i = 0; i < WARMUP; i++) await request(input());
        const times = [];
        let total = 0;
        for (let i = 0; i < REQUESTS; i++) {
          if (uncached) await clearCache();
          const { ms, page } = await request(input());
          times.push(ms);
          total += page.total;
        }
        times.sort((a, b) => a - b);
        // The same queries straight to OpenSearch (content's ImageIndex.search): the engine's share.
        const direct = [];
        for (let i = 0; i < REQUESTS / 2; i++) {
          if (uncached) await clearCache();
          const t0 = performance.now();
          await index.search(normaliseQuery(input()));
          direct.push(performance.now() - t0);
        }
        direct.sort((a, b) => a - b);
        const row = {
          scenario: name,
          'p50 ms': Number(percentile(times, 50).toFixed(1)),
          'p95 ms': Number(percentile(times, 95).toFixed(1)),
          'p99 ms': Number(percentile(times, 99).toFixed(1)),
          'index p50': Number(percentile(direct, 50).toFixed(1)),
          'index p95': Number(percentile(direct, 95).toFixed(1)),
          'avg total': Math.round(total / REQUESTS),
        };
        rows.push(row);
      }
      console.table(rows);
      const worst = Math.max(...rows.map((row) => row['p95 ms']));
      console.log(
        `  worst p95 through the gateway ${worst} ms (goal ≤ ${GOAL_P95_MS} ms): ${worst <= GOAL_P95_MS ? 'met' : 'NOT met'}` +
          ` — load average while measuring: ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`,
      );
    }
    console.table(summary);
  } finally {
    await index.drop().catch(() => undefined);
    await index.close();
    await stack.stop();
    if (infra.started.length) await down({ only: infra.started, log: () => undefined });
  }
}

await main();
