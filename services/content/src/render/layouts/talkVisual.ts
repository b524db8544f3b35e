import { motif, motifsFor } from '../motifs/index.js';
import { rect } from '../svg.js';
import { textBox } from '../text/layout.js';
import { phrases } from '../text/keywords.js';
import { primaryTheme, teachingPoints } from '../themes.js';
import { LANDSCAPE } from '../types.js';
import { categoryLabel, titleText, type Layout } from './common.js';

/** A slide for a talk or lesson: title, three numbered key points and a picture. */
export const talkVisual: Layout = (ctx) => {
  const page = LANDSCAPE;
  const { palette } = ctx;
  const points = teachingPoints(ctx.req.prompt, phrases(ctx.req.prompt));
  const [main] = motifsFor(ctx.words, primaryTheme(ctx.req.prompt).motifs, 1);
  const parts: string[] = [
    rect(0, 0, page.width, 560, { fill: palette.band }),
    titleText(ctx, 200, 90, page.width - 400, 380, palette.bandText),
  ];
  const top = 700;
  const rowH = 570;
  points.forEach((point, i) => {
    const y = top + i * rowH;
    const accent = palette.accents[i % 4] as string;
    parts.push(rect(160, y, 1900, rowH - 80, { fill: '#ffffff', stroke: accent, strokeWidth: 12, radius: 60 }));
    parts.push(
      `<circle cx="370" cy="${y + (rowH - 80) / 2}" r="150" fill="${accent}" stroke="${palette.ink}" stroke-width="8"/>`,
    );
    parts.push(
      textBox(
        String(i + 1),
        { x: 220, y: y + (rowH - 80) / 2 - 150, w: 300, h: 300 },
        { font: 'display', maxSize: 200 },
        { fill: '#ffffff' },
      ),
    );
    parts.push(
      textBox(
        point,
        { x: 580, y: y + 40, w: 1420, h: rowH - 160 },
        { font: 'display', maxSize: 140, minSize: 60, maxLines: 2, balance: true },
        { fill: palette.ink, align: 'left' },
      ),
    );
  });
  parts.push(`<circle cx="2680" cy="1620" r="520" fill="${palette.soft}"/>`);
  parts.push(motif(main ?? 'heart', 2680, 1620, 860, { ...ctx.paint, strokePx: 12 }));
  const label = categoryLabel(ctx.req.category);
  if (label)
    parts.push(
      textBox(label, { x: 2200, y: 2300, w: 960, h: 80 }, { font: 'bodyRegular', maxSize: 56 }, { fill: palette.ink }),
    );
  return { page, svg: parts.join('') };
};
