import { lineArt, motif, motifsFor, type MotifId } from '../motifs/index.js';
import { rect } from '../svg.js';
import { textBox } from '../text/layout.js';
import { primaryTheme } from '../themes.js';
import { PORTRAIT } from '../types.js';
import type { Layout } from './common.js';

const SKY: MotifId[] = ['sun', 'star', 'rainbow', 'dove', 'cloud'];
const GROUND_OK: MotifId[] = ['tree', 'flower', 'home', 'church', 'temple', 'sheep', 'family', 'child', 'gift', 'candle', 'book', 'tablets', 'tomb', 'mountains', 'ark', 'ship', 'water', 'fish', 'heart', 'music', 'globe', 'rainbow', 'star', 'sun', 'dove', 'cloud'];

/** Bold black outlines on white, no fills: a scene built from the prompt's motifs. */
export const coloring: Layout = (ctx) => {
  const page = PORTRAIT;
  const ink = '#000000';
  const art = lineArt(14);
  const thin = lineArt(10);
  const chosen = motifsFor(ctx.words, primaryTheme(ctx.req.prompt).motifs, 4);
  const main = chosen[0] ?? 'heart';
  const sides = chosen.slice(1).filter((m) => GROUND_OK.includes(m) && !SKY.includes(m));
  while (sides.length < 2) sides.push(sides.includes('flower') ? 'tree' : 'flower');
  const sky = SKY.find((m) => m !== main && !sides.includes(m)) ?? 'cloud';
  const parts: string[] = [
    rect(60, 60, page.width - 120, page.height - 120, { stroke: ink, strokeWidth: 16, radius: 60 }),
    // Title as outline letters, so children can colour the title too.
    textBox(ctx.title, { x: 160, y: 120, w: page.width - 320, h: 360 }, { font: 'display', maxSize: 240, minSize: 90, maxLines: 2, lineHeight: 1.05 }, { fill: '#ffffff', stroke: ink, strokeWidth: 10 }),
    motif(sky, 420, 700, 440, thin),
    motif('cloud', 2070, 640, 480, thin),
    // Rolling ground line.
    `<path d="M60 2620 C500 2480 900 2700 1300 2600 S2100 2480 2490 2600" fill="none" stroke="${ink}" stroke-width="14" stroke-linecap="round"/>`,
    motif(main, page.width / 2, 1640, 1350, art),
    motif(sides[0] as MotifId, 480, 2560, 640, art),
    motif(sides[1] as MotifId, 2070, 2560, 640, art),
  ];
  // Grass tufts and small flowers along the bottom edge.
  for (let i = 0; i < 7; i++) {
    const x = 260 + i * 340 + ctx.rng.int(60);
    const y = 2990 + ctx.rng.int(80);
    parts.push(`<path d="M${x - 30} ${y} L${x - 12} ${y - 60} L${x} ${y} L${x + 14} ${y - 70} L${x + 30} ${y}" fill="none" stroke="${ink}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>`);
  }
  parts.push(motif('flower', 1275, 2990, 260, thin));
  return { page, svg: parts.join(''), background: '#ffffff' };
};
