import { motif, motifForWord } from '../motifs/index.js';
import { circle } from '../svg.js';
import { textBox } from '../text/layout.js';
import { primaryTheme, topicWords } from '../themes.js';
import { PORTRAIT } from '../types.js';
import { capitalise, footer, titleText, type Layout } from './common.js';

const COLS = 3;
const ROWS = 4;
const ENCOURAGEMENT = ['Jesus Loves Me', 'I Can Choose the Right', 'Great Job!', 'Be Kind'];

/** Twelve round stickers with a picture and a short word, each with a dashed cut line. */
export const stickers: Layout = (ctx) => {
  const page = PORTRAIT;
  const { palette } = ctx;
  const theme = primaryTheme(ctx.req.prompt);
  const items = [
    ...topicWords(`${ctx.title} ${ctx.req.prompt}`, COLS * ROWS - ENCOURAGEMENT.length).map(capitalise),
    ...ENCOURAGEMENT,
  ];
  const top = 440;
  const pitchX = (page.width - 200) / COLS;
  const pitchY = (page.height - top - 170) / ROWS;
  const r = Math.min(pitchX, pitchY) / 2 - 30;
  const parts: string[] = [titleText(ctx, 140, 90, page.width - 280, 290)];
  items.forEach((label, i) => {
    const cx = 100 + (i % COLS) * pitchX + pitchX / 2;
    const cy = top + Math.floor(i / COLS) * pitchY + pitchY / 2;
    const accent = palette.accents[i % 4] as string;
    parts.push(circle(cx, cy, r + 18, { stroke: '#8a8f98', strokeWidth: 5, dash: '20 14' }));
    parts.push(circle(cx, cy, r - 6, { fill: accent, stroke: palette.ink, strokeWidth: 8 }));
    parts.push(circle(cx, cy - r * 0.2, r * 0.5, { fill: '#ffffff' }));
    const icon =
      label
        .split(' ')
        .map(motifForWord)
        .find((m) => m !== undefined) ??
      theme.motifs[i % theme.motifs.length] ??
      'star';
    parts.push(motif(icon, cx, cy - r * 0.2, r * 0.78, ctx.paint));
    parts.push(
      textBox(
        label,
        { x: cx - r * 0.64, y: cy + r * 0.36, w: r * 1.28, h: r * 0.44 },
        { font: 'display', maxSize: 92, minSize: 40, maxLines: 2, lineHeight: 1.0, balance: true },
        { fill: '#ffffff', stroke: palette.ink, strokeWidth: 10 },
      ),
    );
  });
  parts.push(footer(ctx, page));
  return { page, svg: parts.join('') };
};
