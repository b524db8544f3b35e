import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';

// Every page is rendered once; libvips' operation cache would only hold on to full-page buffers.
sharp.cache(false);

/** librsvg needs headroom for full-page SVGs; limit only the pixel count we ever produce. */
const MAX_PIXELS = 12_000 * 12_000;

export async function rasterize(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { limitInputPixels: MAX_PIXELS })
    .png({ compressionLevel: 9, adaptiveFiltering: false })
    .toBuffer();
}

export async function toJpeg(png: Buffer, quality = 90): Promise<Buffer> {
  return sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality, chromaSubsampling: '4:4:4' }).toBuffer();
}

export async function makeThumbnail(png: Buffer, width = 480): Promise<Buffer> {
  return sharp(png)
    .flatten({ background: '#ffffff' })
    .resize({ width, withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
}

const PAGE_SIZES = {
  letter: [612, 792],
  a4: [595.28, 841.89],
} as const;

/** Quarter-inch safe margin, inside what home printers can reach. */
const MARGIN_PT = 18;

/**
 * One print-ready page: Letter or A4, turned to match the image's orientation, the image fitted
 * inside the safe margins and centred. JPEG-embedded so a full page stays a few hundred KB.
 */
export async function toPdf(png: Buffer, opts: { pageSize: 'letter' | 'a4'; title: string }): Promise<Buffer> {
  const meta = await sharp(png).metadata();
  const imgW = meta.width ?? 0;
  const imgH = meta.height ?? 0;
  if (!imgW || !imgH) throw new Error('toPdf needs a decodable image');
  const [shortSide, longSide] = PAGE_SIZES[opts.pageSize];
  const landscape = imgW > imgH;
  const pageW = landscape ? longSide : shortSide;
  const pageH = landscape ? shortSide : longSide;
  const scale = Math.min((pageW - 2 * MARGIN_PT) / imgW, (pageH - 2 * MARGIN_PT) / imgH);
  const drawW = imgW * scale;
  const drawH = imgH * scale;

  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(opts.title, { showInWindowTitleBar: true });
  doc.setCreator('FaithCraft');
  doc.setProducer('FaithCraft');
  // Fixed dates keep the same image producing the same PDF bytes.
  const epoch = new Date(0);
  doc.setCreationDate(epoch);
  doc.setModificationDate(epoch);
  const jpg = await doc.embedJpg(await toJpeg(png, 88));
  const page = doc.addPage([pageW, pageH]);
  page.drawImage(jpg, { x: (pageW - drawW) / 2, y: (pageH - drawH) / 2, width: drawW, height: drawH });
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
