// End-to-end generation latency: POST /api/generate-image → the image is completed in the
// user's library (GET /api/images/my), for every content type, through the gateway, Kafka, the
// content worker and MinIO. Starts the infrastructure and its own stack on port 4700.
import { randomBytes } from 'node:crypto';
import { down, up } from '../infra/index.mjs';
import { startBenchStack } from './bench-stack.mjs';

const BASE_PORT = Number(process.env.BENCH_BASE_PORT ?? 4700);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const TYPES = ['flashcards', 'coloring', 'board-game', 'song-visual', 'worksheet', 'poster', 'stickers', 'talk-visual'];
const PROMPTS = {
  flashcards: 'Faith, repentance, baptism, Holy Ghost',
  coloring: 'Noah and the ark with animals two by two',
  'board-game': 'Journey through the Book of Mormon',
  'song-visual': 'I Am a Child of God',
  worksheet: 'The Ten Commandments',
  poster: 'Families can be together forever',
  stickers: 'Choose the right',
  'talk-visual': 'Gratitude and prayer',
};

const admin = { email: 'bench-admin@faithcraft.test', password: `Bench-${randomBytes(6).toString('hex')}` };
const infra = await up({ only: ['ferretdb', 'kafka', 'minio', 'maildev'], log: () => undefined });
const stack = await startBenchStack({
  basePort: BASE_PORT,
  infra: infra.settings,
  extra: {
    BOOTSTRAP_ADMIN_EMAIL: admin.email,
    BOOTSTRAP_ADMIN_PASSWORD: admin.password,
  },
});
const base = `http://localhost:${BASE_PORT}`;
let cookie = '';

async function api(method, path, body) {
  const res = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: body ? JSON.stringify(body) : undefined,
  });
  const setCookie = res.headers.get('set-cookie');
  if (setCookie) cookie = setCookie.split(';')[0];
  const json = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

try {
  await api('POST', '/api/auth/signin', admin);
  const rows = [];
  for (const contentType of TYPES) {
    const times = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      const t0 = performance.now();
      const image = await api('POST', '/api/generate-image', {
        prompt: PROMPTS[contentType],
        contentType,
        category: 'primary',
        style: 'cartoon-gospel',
      });
      for (;;) {
        const mine = await api('GET', '/api/images/my');
        const found = mine.find((m) => m.id === image.id);
        if (found?.generationStatus === 'completed') break;
        if (found?.generationStatus === 'failed') throw new Error(`generation failed: ${found.failureReason}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      times.push(performance.now() - t0);
    }
    rows.push({ contentType, 'median ms': Math.round(median(times)), 'max ms': Math.round(Math.max(...times)) });
  }
  console.log(`\nRequest → completed in the library (${ROUNDS} rounds per type, polling every 50 ms):`);
  console.table(rows);
} finally {
  await stack.stop();
  if (infra.started.length) await down({ only: infra.started, log: () => undefined });
}
