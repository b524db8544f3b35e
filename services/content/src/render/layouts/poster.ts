import { motif, motifsFor } from '../motifs/index.js';
import { starPath } from '../motifs/shapes.js';
import { rect } from '../svg.js';
import { textBox } from '../text/layout.js';
import { phrases } from '../text/keywords.js';
import { primaryTheme } from '../themes.js';
import { PORTRAIT } from '../types.js';
import { categoryLabel, type Layout } from './common.js';

/** The poster's second line: the rest of the prompt, or a teaching point of its topic. */
export function posterSubtitle(prompt: string, title: string): string {
  const rest = phrases(prompt).filter((p) => p.toLowerCase() !== title.toLowerCase());
  if (rest.length > 0) return rest.join(' · ');
  return primaryTheme(prompt).points[0] ?? 'Come, follow Him';
}

/** Big title, subtitle, central motif and a decorated border. */
export const poster: Layout = (ctx) => {
  const page = PORTRAIT;
  const { palette } = ctx;
  const [main, left, right] = motifsFor(ctx.words, primaryTheme(ctx.req.prompt).motifs, 3);
  const parts: string[] = [
    rect(70, 70, page.width - 140, page.height - 140, {
      fill: '#ffffff',
      stroke: palette.band,
      strokeWidth: 40,
      radius: 90,
    }),
    rect(140, 140, page.width - 280, page.height - 280, {
      stroke: palette.accents[1],
      strokeWidth: 10,
      radius: 60,
      dash: '2 26',
    }),
  ];
  for (const [x, y] of [
    [140, 140],
    [page.width - 140, 140],
    [140, page.height - 140],
    [page.width - 140, page.height - 140],
  ] as const) {
    parts.push(
      `<path d="${starPath(x, y, 80, 34)}" fill="${palette.accents[1]}" stroke="${palette.ink}" stroke-width="8" stroke-linejoin="round"/>`,
    );
  }
  parts.push(
    textBox(
      ctx.title,
      { x: 260, y: 280, w: page.width - 520, h: 760 },
      { font: 'display', maxSize: 330, minSize: 110, maxLines: 3, lineHeight: 1.02, balance: true },
      { fill: palette.band },
    ),
  );
  parts.push(`<circle cx="${page.width / 2}" cy="1860" r="680" fill="${palette.soft}"/>`);
  parts.push(motif(main ?? 'heart', page.width / 2, 1860, 1100, { ...ctx.paint, strokePx: 12 }));
  parts.push(motif(left ?? 'star', 430, 2330, 520, ctx.paint));
  parts.push(motif(right ?? 'flower', page.width - 430, 2330, 460, ctx.paint));
  parts.push(
    textBox(
      posterSubtitle(ctx.req.prompt, ctx.title),
      { x: 300, y: 2640, w: page.width - 600, h: 330 },
      { font: 'body', maxSize: 130, minSize: 56, maxLines: 3, balance: true },
      { fill: palette.ink },
    ),
  );
  const label = categoryLabel(ctx.req.category);
  if (label)
    parts.push(
      textBox(
        label,
        { x: 0, y: 3000, w: page.width, h: 70 },
        { font: 'bodyRegular', maxSize: 50 },
        { fill: palette.band },
      ),
    );
  return { page, svg: parts.join('') };
};
