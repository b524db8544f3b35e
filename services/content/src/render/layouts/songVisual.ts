import { motif, motifForWord, type MotifId } from '../motifs/index.js';
import { rect } from '../svg.js';
import { textBox } from '../text/layout.js';
import { phrases, words } from '../text/keywords.js';
import { primaryTheme, topicWords } from '../themes.js';
import { PORTRAIT } from '../types.js';
import { capitalise, footer, titleText, type Layout } from './common.js';

const MAX_LINES = 6;

/** The lines to show: the prompt's own lines when it has several, else its key words. */
export function songLines(prompt: string, title: string): string[] {
  const own = phrases(prompt).filter((p) => p.toLowerCase() !== title.toLowerCase());
  if (own.length >= 2) return own.slice(0, MAX_LINES);
  return topicWords(`${title} ${prompt}`, 5).map(capitalise);
}

/** A picture chart for learning a song: one large line of text with a picture per row. */
export const songVisual: Layout = (ctx) => {
  const page = PORTRAIT;
  const { palette } = ctx;
  const lines = songLines(ctx.req.prompt, ctx.title);
  const theme = primaryTheme(ctx.req.prompt);
  const parts: string[] = [
    rect(0, 0, page.width, 520, { fill: palette.band }),
    titleText(ctx, 380, 80, page.width - 760, 360, palette.bandText),
    motif('music', 200, 260, 250, {
      ...ctx.paint,
      fills: ['#ffffff', '#ffffff', '#ffffff', '#ffffff'],
      ink: palette.bandText,
    }),
    motif('music', page.width - 200, 260, 250, {
      ...ctx.paint,
      fills: ['#ffffff', '#ffffff', '#ffffff', '#ffffff'],
      ink: palette.bandText,
    }),
  ];
  const top = 640;
  const rowH = Math.min(520, (page.height - top - 200) / lines.length);
  const used = new Set<MotifId>();
  lines.forEach((text, i) => {
    const y = top + i * rowH;
    const accent = palette.accents[i % 4] as string;
    parts.push(
      rect(140, y + 20, page.width - 280, rowH - 40, { fill: '#ffffff', stroke: accent, strokeWidth: 12, radius: 50 }),
    );
    const icon =
      words(text)
        .map(motifForWord)
        .find((m): m is MotifId => !!m && !used.has(m)) ??
      theme.motifs.find((m) => !used.has(m)) ??
      (['heart', 'star', 'sun', 'flower', 'dove', 'home'] as MotifId[]).find((m) => !used.has(m)) ??
      'heart';
    used.add(icon);
    const iconSize = Math.min(360, rowH - 100);
    parts.push(
      `<circle cx="${140 + 60 + iconSize / 2}" cy="${y + rowH / 2}" r="${iconSize / 2 + 20}" fill="${palette.soft}"/>`,
    );
    parts.push(motif(icon, 140 + 60 + iconSize / 2, y + rowH / 2, iconSize, ctx.paint));
    const textX = 140 + 120 + iconSize;
    parts.push(
      textBox(
        text,
        { x: textX, y: y + 60, w: page.width - 140 - textX - 80, h: rowH - 120 },
        { font: 'display', maxSize: 170, minSize: 60, maxLines: 2, balance: true },
        { fill: palette.ink, align: 'left' },
      ),
    );
  });
  parts.push(footer(ctx, page));
  return { page, svg: parts.join('') };
};
