// Built-in generator benchmark: per content type, render time (median of N), PNG size, JPEG and PDF
// export time and size, and peak RSS. Needs a build first (services/content/dist).
// Usage: node scripts/bench/render.mjs [runs=3]
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
const render = require('../../services/content/dist/render/index.js');

const RUNS = Math.max(1, Number(process.argv[2] ?? 3));
const PROMPTS = {
  flashcards: 'Nephi builds a ship – faith and obedience',
  coloring: 'Jesus blesses the children',
  'board-game': 'The Articles of Faith review game',
  'song-visual': 'I Am a Child of God',
  worksheet: 'Ten Commandments',
  poster: 'Families can be together forever',
  stickers: 'Baptism stickers',
  'talk-visual': 'Talk on gratitude',
};

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timed(fn) {
  const t = performance.now();
  const value = await fn();
  return [performance.now() - t, value];
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
const ms = (n) => `${n.toFixed(0)} ms`;

const rows = [];
for (const contentType of render.CONTENT_TYPES) {
  const times = [];
  let img;
  for (let i = 0; i < RUNS; i++) {
    const [t, out] = await timed(() =>
      render.renderBuiltIn({
        contentType,
        prompt: PROMPTS[contentType],
        title: '',
        category: 'primary',
        style: 'cartoon-gospel',
        seed: `bench-${i}`,
      }),
    );
    times.push(t);
    img = out;
  }
  const [jpgT, jpg] = await timed(() => render.toJpeg(img.png, 90));
  const [pdfT, pdf] = await timed(() => render.toPdf(img.png, { pageSize: 'letter', title: contentType }));
  rows.push({
    type: contentType,
    size: `${img.width}x${img.height}`,
    render: ms(median(times)),
    png: kb(img.png.length),
    'png→jpg': ms(jpgT),
    jpg: kb(jpg.length),
    pdf: ms(pdfT),
    'pdf size': kb(pdf.length),
  });
}
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);
console.log(`Built-in generator, ${RUNS} run(s) per type (median render time)`);
console.table(rows);
console.log(`peak RSS: ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
