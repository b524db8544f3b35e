import { motif, motifForWord } from '../motifs/index.js';
import { line, rect } from '../svg.js';
import { textBox } from '../text/layout.js';
import { primaryTheme, topicWords } from '../themes.js';
import { PORTRAIT } from '../types.js';
import { capitalise, footer, titleText, type Layout } from './common.js';

const COLS = 2;
const ROWS = 4;

/** Eight cut-apart cards, each a word from the prompt with a picture. */
export const flashcards: Layout = (ctx) => {
  const page = PORTRAIT;
  const { palette } = ctx;
  const items = topicWords(`${ctx.title} ${ctx.req.prompt}`, COLS * ROWS).map(capitalise);
  const themeMotifs = primaryTheme(ctx.req.prompt).motifs;
  const margin = 130;
  const top = 430;
  const cardW = (page.width - margin * 2) / COLS;
  const cardH = (page.height - top - 170) / ROWS;
  const parts: string[] = [titleText(ctx, margin, 90, page.width - margin * 2, 280)];
  items.forEach((word, i) => {
    const col = i % COLS;
    const row = Math.floor(i / COLS);
    const x = margin + col * cardW;
    const y = top + row * cardH;
    const accent = palette.accents[i % 4] as string;
    parts.push(
      rect(x + 28, y + 28, cardW - 56, cardH - 56, { fill: '#ffffff', stroke: accent, strokeWidth: 14, radius: 40 }),
    );
    const icon = motifForWord(word) ?? themeMotifs[i % themeMotifs.length] ?? 'star';
    parts.push(`<circle cx="${x + 230}" cy="${y + cardH / 2}" r="165" fill="${palette.soft}"/>`);
    parts.push(motif(icon, x + 230, y + cardH / 2, 270, ctx.paint));
    parts.push(
      textBox(
        word,
        { x: x + 420, y: y + 70, w: cardW - 490, h: cardH - 140 },
        { font: 'display', maxSize: 150, minSize: 60, maxLines: 2, balance: true },
        { fill: palette.ink },
      ),
    );
  });
  // Dashed cut lines between the cards.
  const cut = '#9aa0a6';
  for (let c = 0; c <= COLS; c++)
    parts.push(line(margin + c * cardW, top, margin + c * cardW, top + ROWS * cardH, cut, 5, '24 18'));
  for (let r = 0; r <= ROWS; r++)
    parts.push(line(margin, top + r * cardH, margin + COLS * cardW, top + r * cardH, cut, 5, '24 18'));
  parts.push(footer(ctx, page));
  return { page, svg: parts.join('') };
};
