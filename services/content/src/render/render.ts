import { rasterize } from './export.js';
import { boardGame } from './layouts/boardGame.js';
import { coloring } from './layouts/coloring.js';
import { contextFor, type Layout } from './layouts/common.js';
import { flashcards } from './layouts/flashcards.js';
import { poster } from './layouts/poster.js';
import { songVisual } from './layouts/songVisual.js';
import { stickers } from './layouts/stickers.js';
import { talkVisual } from './layouts/talkVisual.js';
import { worksheet } from './layouts/worksheet.js';
import { svgDocument } from './svg.js';
import type { ContentType, RenderedImage, RenderRequest } from './types.js';

const LAYOUTS: Record<ContentType, Layout> = {
  flashcards,
  coloring,
  'board-game': boardGame,
  'song-visual': songVisual,
  worksheet,
  poster,
  stickers,
  'talk-visual': talkVisual,
};

/** The SVG for a request (exposed for tests and debugging). */
export function composeSvg(req: RenderRequest): { svg: string; width: number; height: number } {
  const ctx = contextFor(req);
  const { page, svg, background } = LAYOUTS[req.contentType](ctx);
  return { svg: svgDocument(page, background ?? ctx.palette.background, svg), width: page.width, height: page.height };
}

/** Renders a printable Letter page at 300 DPI for any content type, offline and deterministically. */
export async function renderBuiltIn(req: RenderRequest): Promise<RenderedImage> {
  const { svg, width, height } = composeSvg(req);
  return { png: await rasterize(svg), width, height };
}
