import { motif } from '../motifs/index.js';
import { buildWordSearch, scramble } from '../puzzles/wordSearch.js';
import { line, rect } from '../svg.js';
import { textBox } from '../text/layout.js';
import { puzzleWord } from '../text/keywords.js';
import { primaryTheme, topicWords } from '../themes.js';
import { PORTRAIT } from '../types.js';
import { footer, titleText, type Layout, type LayoutContext } from './common.js';

export const GRID_SIZE = 12;

/** Puzzle words: the prompt's words first, A–Z only, 3 to 10 letters. */
export function worksheetWords(prompt: string, count = 8): string[] {
  const out: string[] = [];
  for (const w of topicWords(prompt, 30).map(puzzleWord)) {
    if (w.length >= 3 && w.length <= 10 && !out.includes(w)) out.push(w);
    if (out.length >= count) break;
  }
  return out;
}

export function worksheetPuzzle(ctx: Pick<LayoutContext, 'req' | 'rng' | 'title'>) {
  const words = worksheetWords(`${ctx.title} ${ctx.req.prompt}`);
  return buildWordSearch(words, GRID_SIZE, ctx.rng);
}

/** Word search plus an unscramble section, with name and date lines. No answers on the page. */
export const worksheet: Layout = (ctx) => {
  const page = PORTRAIT;
  const { palette, rng } = ctx;
  const puzzle = worksheetPuzzle(ctx);
  const words = puzzle.placed.map((p) => p.word).sort();
  const parts: string[] = [titleText(ctx, 140, 80, page.width - 280, 260)];
  // Name and date lines.
  parts.push(
    textBox(
      'Name:',
      { x: 150, y: 380, w: 260, h: 70 },
      { font: 'body', maxSize: 60 },
      { fill: palette.ink, align: 'left' },
    ),
  );
  parts.push(line(400, 445, 1500, 445, palette.ink, 5));
  parts.push(
    textBox(
      'Date:',
      { x: 1580, y: 380, w: 220, h: 70 },
      { font: 'body', maxSize: 60 },
      { fill: palette.ink, align: 'left' },
    ),
  );
  parts.push(line(1760, 445, 2400, 445, palette.ink, 5));
  // Word search.
  const sectionTop = 530;
  parts.push(
    textBox(
      'Word Search',
      { x: 150, y: sectionTop, w: 1200, h: 100 },
      { font: 'display', maxSize: 90 },
      { fill: palette.band, align: 'left' },
    ),
  );
  parts.push(
    textBox(
      'Find each word. Words go across, down and diagonally.',
      { x: 150, y: sectionTop + 110, w: 2250, h: 60 },
      { font: 'bodyRegular', maxSize: 50 },
      { fill: palette.ink, align: 'left' },
    ),
  );
  const cell = 128;
  const gx = 150;
  const gy = sectionTop + 210;
  parts.push(
    rect(gx - 20, gy - 20, cell * GRID_SIZE + 40, cell * GRID_SIZE + 40, {
      fill: '#ffffff',
      stroke: palette.band,
      strokeWidth: 10,
      radius: 30,
    }),
  );
  puzzle.grid.forEach((row, r) =>
    row.forEach((letter, c) => {
      parts.push(
        textBox(
          letter,
          { x: gx + c * cell, y: gy + r * cell, w: cell, h: cell },
          { font: 'body', maxSize: 78 },
          { fill: palette.ink },
        ),
      );
    }),
  );
  const listX = gx + cell * GRID_SIZE + 110;
  const listW = page.width - 140 - listX;
  parts.push(rect(listX - 30, gy - 20, listW + 30, cell * GRID_SIZE + 40, { fill: palette.soft, radius: 30 }));
  const rowH = Math.min(150, (cell * GRID_SIZE - 40) / Math.max(1, words.length));
  words.forEach((w, i) => {
    const y = gy + 20 + i * rowH;
    parts.push(
      rect(listX, y + rowH / 2 - 28, 56, 56, { fill: '#ffffff', stroke: palette.ink, strokeWidth: 6, radius: 10 }),
    );
    parts.push(
      textBox(
        w,
        { x: listX + 80, y, w: listW - 110, h: rowH },
        { font: 'body', maxSize: 64, minSize: 36 },
        { fill: palette.ink, align: 'left' },
      ),
    );
  });
  // Unscramble section: four of the words with letters mixed up.
  const scrambleTop = gy + cell * GRID_SIZE + 90;
  parts.push(
    textBox(
      'Unscramble the Words',
      { x: 150, y: scrambleTop, w: 1600, h: 100 },
      { font: 'display', maxSize: 90 },
      { fill: palette.band, align: 'left' },
    ),
  );
  const chosen = rng.shuffle(words).slice(0, 4);
  chosen.forEach((w, i) => {
    const col = i % 2;
    const row = Math.floor(i / 2);
    const x = 150 + col * 1000;
    const y = scrambleTop + 140 + row * 200;
    parts.push(
      textBox(
        scramble(w, rng),
        { x, y, w: 480, h: 90 },
        { font: 'body', maxSize: 72, minSize: 40 },
        { fill: palette.accents[0], align: 'left' },
      ),
    );
    parts.push(line(x + 500, y + 85, x + 900, y + 85, palette.ink, 5));
  });
  parts.push(motif(primaryTheme(ctx.req.prompt).motifs[0] ?? 'star', 2230, scrambleTop + 280, 300, ctx.paint));
  parts.push(footer(ctx, page));
  return { page, svg: parts.join('') };
};
