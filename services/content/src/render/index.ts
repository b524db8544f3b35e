// INTERIM — replaced by the render module branch.
// A deliberately small stand-in with the render module's exact API so the content service builds
// and its tests run; the real layouts for the 8 content types live on the render branch.
import sharp from 'sharp';
import { PDFDocument, PageSizes } from 'pdf-lib';

export const CONTENT_TYPES = [
  'flashcards',
  'coloring',
  'board-game',
  'song-visual',
  'worksheet',
  'poster',
  'stickers',
  'talk-visual',
] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export function isContentType(v: string): v is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(v);
}

export interface RenderRequest {
  contentType: ContentType;
  prompt: string;
  title: string;
  category: string;
  style: string;
  seed: string;
}
export interface RenderedImage {
  png: Buffer;
  width: number;
  height: number;
}

const WIDTH = 1275;
const HEIGHT = 1650;

const LABELS: Record<ContentType, string> = {
  flashcards: 'Flashcards',
  coloring: 'Coloring Page',
  'board-game': 'Board Game',
  'song-visual': 'Song Visual',
  worksheet: 'Worksheet',
  poster: 'Poster',
  stickers: 'Stickers',
  'talk-visual': 'Talk Visual',
};

export function titleFromPrompt(prompt: string, contentType: ContentType): string {
  const words = prompt.trim().replace(/\s+/g, ' ').split(' ').slice(0, 8).join(' ');
  const head = words.charAt(0).toUpperCase() + words.slice(1);
  return `${head.slice(0, 60)} ${LABELS[contentType]}`.trim();
}

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

function textSvg(req: RenderRequest, width: number, height: number): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="50%" y="120" font-family="sans-serif" font-size="56" text-anchor="middle" fill="#1f2937">${escapeXml(req.title)}</text>` +
      `</svg>`,
  );
}

export async function renderBuiltIn(req: RenderRequest): Promise<RenderedImage> {
  const png = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#ffffff' } })
    .composite([{ input: textSvg(req, WIDTH, HEIGHT) }])
    .png()
    .toBuffer();
  return { png, width: WIDTH, height: HEIGHT };
}

export async function overlayText(art: Buffer, req: RenderRequest): Promise<RenderedImage> {
  const base = sharp(art).resize(WIDTH, HEIGHT, { fit: 'contain', background: '#ffffff' });
  const png = await base
    .composite([{ input: textSvg(req, WIDTH, HEIGHT) }])
    .png()
    .toBuffer();
  return { png, width: WIDTH, height: HEIGHT };
}

export function toJpeg(png: Buffer, quality = 90): Promise<Buffer> {
  return sharp(png).flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer();
}

export async function toPdf(png: Buffer, opts: { pageSize: 'letter' | 'a4'; title: string }): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(opts.title);
  const [pw, ph] = opts.pageSize === 'a4' ? PageSizes.A4 : PageSizes.Letter;
  const page = doc.addPage([pw, ph]);
  const image = await doc.embedPng(png);
  const scale = Math.min(pw / image.width, ph / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  page.drawImage(image, { x: (pw - w) / 2, y: (ph - h) / 2, width: w, height: h });
  return Buffer.from(await doc.save());
}

export function makeThumbnail(png: Buffer, width = 400): Promise<Buffer> {
  return sharp(png).resize({ width }).flatten({ background: '#ffffff' }).jpeg({ quality: 80 }).toBuffer();
}

export type SafetyVerdict = { allowed: true } | { allowed: false; message: string };

const BLOCKED = ['porn', 'nude', 'naked', 'gore', 'kill', 'murder', 'suicide', 'drugs', 'sexy'];

export function checkPromptSafety(prompt: string): SafetyVerdict {
  const words = prompt.toLowerCase().split(/[^a-z]+/);
  if (words.some((w) => BLOCKED.includes(w))) {
    return {
      allowed: false,
      message: 'This description is not appropriate for family teaching content. Please try another idea.',
    };
  }
  return { allowed: true };
}
