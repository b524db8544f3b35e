import sharp from 'sharp';
import { rasterize } from './export.js';
import { contextFor } from './layouts/common.js';
import { svgDocument } from './svg.js';
import { textBox } from './text/layout.js';
import type { RenderedImage, RenderRequest } from './types.js';

/**
 * Lays the title over provider art as vector text in a band at the top, so an AI model never has to
 * spell anything. The art keeps its size; the band takes 14% of the height.
 */
export async function overlayText(art: Buffer, req: RenderRequest): Promise<RenderedImage> {
  const meta = await sharp(art).metadata();
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw new Error('overlayText needs a decodable image');
  const ctx = contextFor(req);
  const bandH = Math.round(height * 0.14);
  const pad = Math.round(width * 0.04);
  const band =
    `<rect x="${pad}" y="${pad}" width="${width - 2 * pad}" height="${bandH}" rx="${Math.round(bandH * 0.3)}" fill="#ffffff" fill-opacity="0.9" stroke="${ctx.palette.band}" stroke-width="${Math.max(2, Math.round(width / 300))}"/>` +
    textBox(
      ctx.title,
      { x: pad * 2, y: pad + bandH * 0.12, w: width - 4 * pad, h: bandH * 0.76 },
      { font: 'display', maxSize: bandH * 0.6, minSize: bandH * 0.2, maxLines: 2, lineHeight: 1.05, balance: true },
      { fill: ctx.palette.band },
    );
  const overlay = svgDocument({ width, height }, 'none', band).replace(
    /<rect width="\d+" height="\d+" fill="none"\/>/,
    '',
  );
  const layer = await rasterize(overlay);
  const png = await sharp(art)
    .composite([{ input: layer }])
    .png({ compressionLevel: 9, adaptiveFiltering: false })
    .toBuffer();
  return { png, width, height };
}
