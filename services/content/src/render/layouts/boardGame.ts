import { motif } from '../motifs/index.js';
import { rect } from '../svg.js';
import { textBox } from '../text/layout.js';
import { primaryTheme, topicOf } from '../themes.js';
import { PORTRAIT } from '../types.js';
import { footer, titleText, type Layout } from './common.js';

export const BOARD_COLS = 6;
export const BOARD_ROWS = 5;
export const BOARD_SQUARES = BOARD_COLS * BOARD_ROWS;

export interface BoardSquare {
  index: number;
  /** Grid cell; row 0 is the bottom row. */
  col: number;
  row: number;
  label: string;
  special: boolean;
}

/** The snake path: START bottom-left, back and forth upwards, FINISH at the top. */
export function boardSquares(
  actions: string[],
  pickSpecial: (candidates: number[], count: number) => number[],
): BoardSquare[] {
  const candidates = Array.from({ length: BOARD_SQUARES - 4 }, (_, i) => i + 2);
  const specials = new Set(pickSpecial(candidates, Math.min(actions.length, 7)));
  let next = 0;
  return Array.from({ length: BOARD_SQUARES }, (_, index) => {
    const row = Math.floor(index / BOARD_COLS);
    const inRow = index % BOARD_COLS;
    const col = row % 2 === 0 ? inRow : BOARD_COLS - 1 - inRow;
    if (index === 0) return { index, col, row, label: 'START', special: false };
    if (index === BOARD_SQUARES - 1) return { index, col, row, label: 'FINISH', special: false };
    if (specials.has(index))
      return { index, col, row, label: actions[next++ % actions.length] as string, special: true };
    return { index, col, row, label: String(index), special: false };
  });
}

/** Special squares spread along the path: no two next to each other. */
function spread(rng: { int(n: number): number }) {
  return (candidates: number[], count: number): number[] => {
    const picked: number[] = [];
    const stride = Math.floor(candidates.length / count);
    for (let i = 0; i < count; i++) {
      const base = candidates[i * stride] as number;
      const pick = base + rng.int(Math.max(1, stride - 1));
      if (!picked.some((p) => Math.abs(p - pick) < 2)) picked.push(pick);
    }
    return picked;
  };
}

/** Setbacks red, leaps green, everything to say or do blue: players read the board at a glance. */
function specialColour(label: string, accents: readonly string[]): string {
  if (/^go back/i.test(label)) return accents[0] as string;
  if (/move ahead/i.test(label)) return accents[2] as string;
  return accents[3] as string;
}

/** A playable race game: numbered path, topic squares, rules. */
export const boardGame: Layout = (ctx) => {
  const page = PORTRAIT;
  const { palette, rng } = ctx;
  const theme = primaryTheme(ctx.req.prompt);
  const topic = topicOf(ctx.title) || 'the gospel';
  const actions = rng.shuffle([
    ...theme.actions,
    'Share a testimony',
    'Go back 1',
    `Say one thing you know about ${topic}`,
    'Move ahead 1',
  ]);
  const squares = boardSquares(actions, spread(rng));
  const margin = 140;
  const boardTop = 460;
  const cell = (page.width - margin * 2) / BOARD_COLS;
  const size = cell - 44;
  const center = (s: BoardSquare): [number, number] => [
    margin + s.col * cell + cell / 2,
    boardTop + (BOARD_ROWS - 1 - s.row) * cell + cell / 2,
  ];
  const parts: string[] = [titleText(ctx, margin, 90, page.width - margin * 2, 300)];
  parts.push(
    rect(margin - 30, boardTop - 30, page.width - 2 * margin + 60, BOARD_ROWS * cell + 60, {
      fill: palette.soft,
      radius: 60,
    }),
  );
  // The road through every square, drawn first so squares sit on it.
  const road = squares.map((s, i) => `${i === 0 ? 'M' : 'L'}${center(s).join(' ')}`).join(' ');
  parts.push(
    `<path d="${road}" fill="none" stroke="${palette.accents[1]}" stroke-width="70" stroke-linejoin="round" stroke-linecap="round"/>`,
  );
  for (const s of squares) {
    const [cx, cy] = center(s);
    const x = cx - size / 2;
    const y = cy - size / 2;
    const ends = s.index === 0 || s.index === BOARD_SQUARES - 1;
    const fill = ends ? palette.band : s.special ? specialColour(s.label, palette.accents) : '#ffffff';
    parts.push(rect(x, y, size, size, { fill, stroke: palette.ink, strokeWidth: 8, radius: 36 }));
    if (ends) {
      parts.push(
        textBox(
          s.label,
          { x: x + 16, y: y + 20, w: size - 32, h: size * 0.4 },
          { font: 'display', maxSize: 90, minSize: 40 },
          { fill: '#ffffff' },
        ),
      );
      parts.push(
        motif(s.index === 0 ? 'home' : 'star', cx, y + size * 0.7, size * 0.42, { ...ctx.paint, strokePx: 5 }),
      );
    } else if (s.special) {
      parts.push(
        textBox(
          s.label,
          { x: x + 22, y: y + 22, w: size - 44, h: size - 44 },
          { font: 'body', maxSize: 56, minSize: 30, maxLines: 5, lineHeight: 1.1, balance: true },
          // Light "do this" squares take dark text; red and green ones white.
          { fill: /^go back|move ahead/i.test(s.label) ? '#ffffff' : palette.ink },
        ),
      );
    } else {
      parts.push(
        textBox(s.label, { x, y, w: size, h: size }, { font: 'display', maxSize: 120 }, { fill: palette.ink }),
      );
    }
  }
  const rulesTop = boardTop + BOARD_ROWS * cell + 80;
  const rulesH = page.height - rulesTop - 170;
  parts.push(
    rect(margin, rulesTop, page.width - margin * 2, rulesH, {
      fill: '#ffffff',
      stroke: palette.band,
      strokeWidth: 10,
      radius: 40,
    }),
  );
  parts.push(
    textBox(
      'How to play',
      { x: margin + 60, y: rulesTop + 40, w: 1400, h: 110 },
      { font: 'display', maxSize: 90 },
      { fill: palette.band, align: 'left' },
    ),
  );
  const rules = [
    'You need a die and a marker for each player.',
    'Start on START. Take turns rolling and moving.',
    'On a coloured square, do what it says.',
    `First to FINISH wins. Then everyone shares one thing they learned about ${topic}.`,
  ];
  const ruleH = (rulesH - 200) / rules.length;
  rules.forEach((rule, i) => {
    parts.push(
      textBox(
        `${i + 1}. ${rule}`,
        { x: margin + 60, y: rulesTop + 170 + i * ruleH, w: page.width - margin * 2 - 560, h: ruleH - 10 },
        { font: 'bodyRegular', maxSize: 54, minSize: 30, maxLines: 2, lineHeight: 1.1, balance: true },
        { fill: palette.ink, align: 'left' },
      ),
    );
  });
  parts.push(motif(theme.motifs[0] ?? 'star', page.width - margin - 240, rulesTop + rulesH / 2, 380, ctx.paint));
  parts.push(footer(ctx, page));
  return { page, svg: parts.join('') };
};
