import { colourPaint, paletteFor, type Palette } from '../palette.js';
import type { Paint } from '../motifs/index.js';
import { rngFrom, type Rng } from '../random.js';
import { textBox } from '../text/layout.js';
import { titleFromPrompt, words } from '../text/keywords.js';
import type { Page, RenderRequest } from '../types.js';

export interface LayoutContext {
  req: RenderRequest;
  title: string;
  words: string[];
  rng: Rng;
  palette: Palette;
  paint: Paint;
}

export interface Composition {
  page: Page;
  svg: string;
  /** Page colour; the palette's background when absent. */
  background?: string;
}

export type Layout = (ctx: LayoutContext) => Composition;

export function contextFor(req: RenderRequest): LayoutContext {
  const palette = paletteFor(req.category);
  const title = req.title.trim() || titleFromPrompt(req.prompt, req.contentType);
  return {
    req,
    title,
    words: words(`${title} ${req.prompt}`),
    rng: rngFrom(`${req.seed}|${req.contentType}|${req.prompt}`),
    palette,
    paint: colourPaint(palette),
  };
}

const CATEGORY_LABELS: Record<string, string> = {
  fhe: 'Family Home Evening',
  primary: 'Primary',
  youth: 'Youth',
  seminary: 'Seminary',
  holidays: 'Holidays',
};

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category.toLowerCase()] ?? '';
}

/** Title across the top of a page, fitted to its box. */
export function titleText(
  ctx: LayoutContext,
  x: number,
  y: number,
  w: number,
  h: number,
  color = ctx.palette.ink,
): string {
  return textBox(
    ctx.title,
    { x, y, w, h },
    { font: 'display', maxSize: 220, minSize: 70, maxLines: 2, lineHeight: 1.05, balance: true },
    { fill: color },
  );
}

/** Small print at the foot of a page: the category, if any. */
export function footer(ctx: LayoutContext, page: Page, color = ctx.palette.ink): string {
  const label = categoryLabel(ctx.req.category);
  if (!label) return '';
  return textBox(
    label,
    { x: 0, y: page.height - 130, w: page.width, h: 60 },
    { font: 'bodyRegular', maxSize: 46 },
    { fill: color },
  );
}

export function capitalise(word: string): string {
  return word.charAt(0).toLocaleUpperCase() + word.slice(1);
}
