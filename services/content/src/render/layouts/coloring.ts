import { lineArt, motif, motifsFor, type MotifId } from '../motifs/index.js';
import { rect } from '../svg.js';
import { textBox } from '../text/layout.js';
import { primaryTheme } from '../themes.js';
import { PORTRAIT } from '../types.js';
import type { Layout } from './common.js';

const SKY: MotifId[] = ['sun', 'star', 'rainbow', 'dove', 'cloud'];
/** Motifs that look right standing on the ground beside the main picture. */
const GROUND: MotifId[] = [
  'tree',
  'home',
  'church',
  'temple',
  'sheep',
  'family',
  'child',
  'gift',
  'tomb',
  'flower',
  'tablets',
  'candle',
  'book',
  'heart',
];
const INK = '#000000';

function grassTuft(x: number, y: number): string {
  return `<path d="M${x - 34} ${y} Q${x - 30} ${y - 40} ${x - 44} ${y - 70} M${x} ${y} Q${x} ${y - 50} ${x + 6} ${y - 90} M${x + 34} ${y} Q${x + 34} ${y - 40} ${x + 50} ${y - 66}" fill="none" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>`;
}

function bird(x: number, y: number, s: number): string {
  return `<path d="M${x - s} ${y} Q${x - s / 2} ${y - s * 0.6} ${x} ${y} Q${x + s / 2} ${y - s * 0.6} ${x + s} ${y}" fill="none" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>`;
}

/** Bold black outlines on white, no fills: a scene built from the prompt's motifs. */
export const coloring: Layout = (ctx) => {
  const page = PORTRAIT;
  const art = lineArt(14);
  const thin = lineArt(11);
  const chosen = motifsFor(ctx.words, primaryTheme(ctx.req.prompt).motifs, 5);
  const main = chosen[0] ?? 'heart';
  const ground = chosen.slice(1).filter((m) => GROUND.includes(m) && m !== main);
  const side = ground[0] ?? (main === 'home' ? 'church' : 'home');
  const sky = chosen.slice(1).find((m) => SKY.includes(m)) ?? 'sun';
  const tree = main === 'tree' || side === 'tree' ? 'flower' : 'tree';
  const parts: string[] = [
    rect(60, 60, page.width - 120, page.height - 120, { stroke: INK, strokeWidth: 16, radius: 60 }),
    // Title as outline letters, so children can colour the title too.
    textBox(
      ctx.title,
      { x: 160, y: 120, w: page.width - 320, h: 360 },
      { font: 'display', maxSize: 250, minSize: 90, maxLines: 2, lineHeight: 1.05, balance: true },
      { fill: '#ffffff', stroke: INK, strokeWidth: 10 },
    ),
    motif(sky, 440, 720, 460, thin),
    motif('cloud', 2060, 660, 500, thin),
    motif('cloud', 1350, 560, 300, thin),
    bird(1700, 900, 60),
    bird(1850, 980, 45),
    // Distant hills, then the ground line everything stands on.
    `<path d="M66 2250 C400 2050 800 2150 1100 2260 M1500 2260 C1800 2100 2200 2080 2484 2220" fill="none" stroke="${INK}" stroke-width="12" stroke-linecap="round"/>`,
    `<path d="M66 2700 C500 2600 900 2760 1300 2680 S2100 2580 2484 2680" fill="none" stroke="${INK}" stroke-width="14" stroke-linecap="round"/>`,
    motif(tree, 430, 2280, 900, art),
    motif(side, 2100, 2420, 620, art),
    // A rainbow arching behind the main picture fills the sky with something to colour.
    ...(SKY.includes(main) || sky === 'rainbow' ? [] : [motif('rainbow', page.width / 2, 1500, 1500, art)]),
    motif(main, page.width / 2, 1960, 1500, art),
  ];
  for (const [x, y] of [
    [320, 3000],
    [900, 3060],
    [1700, 3040],
    [2230, 2990],
  ] as const)
    parts.push(motif('flower', x, y, 300, thin));
  for (const x of [600, 1300, 1980]) parts.push(grassTuft(x + ctx.rng.int(60), 3110 - ctx.rng.int(40)));
  return { page, svg: parts.join(''), background: '#ffffff' };
};
