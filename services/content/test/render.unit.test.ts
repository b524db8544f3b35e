import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import {
  CONTENT_TYPES,
  isContentType,
  makeThumbnail,
  overlayText,
  renderBuiltIn,
  toJpeg,
  toPdf,
  type ContentType,
  type RenderRequest,
} from '../src/render/index';

jest.setTimeout(120_000);

const PROMPTS: Record<ContentType, string> = {
  flashcards: 'Nephi builds a ship – faith and obedience',
  coloring: 'Jesus blesses the children',
  'board-game': 'The Articles of Faith review game',
  'song-visual': 'I Am a Child of God',
  worksheet: 'Ten Commandments',
  poster: 'Families can be together forever',
  stickers: 'Baptism stickers',
  'talk-visual': 'Talk on gratitude',
};

const request = (contentType: ContentType, seed = 'img-1'): RenderRequest => ({
  contentType,
  prompt: PROMPTS[contentType],
  title: '',
  category: 'primary',
  style: 'cartoon-gospel',
  seed,
});

const sha = (b: Buffer): string => createHash('sha256').update(b).digest('hex');

describe('renderBuiltIn', () => {
  const rendered = new Map<ContentType, Buffer>();

  it.each(CONTENT_TYPES)('%s renders a Letter page at 300 DPI as a valid PNG', async (type) => {
    const img = await renderBuiltIn(request(type));
    const landscape = type === 'talk-visual';
    expect([img.width, img.height]).toEqual(landscape ? [3300, 2550] : [2550, 3300]);
    expect(img.png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const meta = await sharp(img.png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', img.width, img.height]);
    // A blank page compresses to a few KB; real content is far larger.
    expect(img.png.length).toBeGreaterThan(100_000);
    rendered.set(type, img.png);
  });

  it('is deterministic: the same request gives identical bytes, another seed may differ only in drawing', async () => {
    for (const type of ['worksheet', 'board-game', 'coloring'] as const) {
      const again = await renderBuiltIn(request(type));
      expect(sha(again.png)).toBe(sha(rendered.get(type) ?? (await renderBuiltIn(request(type))).png));
    }
    const otherSeed = await renderBuiltIn(request('worksheet', 'img-2'));
    expect(sha(otherSeed.png)).not.toBe(sha(rendered.get('worksheet') as Buffer));
  });

  it('coloring pages are black line art on white: no coloured pixels', async () => {
    const png = rendered.get('coloring') ?? (await renderBuiltIn(request('coloring'))).png;
    const { data, info } = await sharp(png).resize(510, 660).raw().toBuffer({ resolveWithObject: true });
    let coloured = 0;
    let dark = 0;
    for (let i = 0; i < data.length; i += info.channels) {
      const [r, g, b] = [data[i] as number, data[i + 1] as number, data[i + 2] as number];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 12) coloured++;
      if (r < 128) dark++;
    }
    expect(coloured).toBe(0);
    expect(dark).toBeGreaterThan(5000);
  });

  it('handles empty, long and non-ASCII prompts without failing', async () => {
    for (const prompt of ['', 'Nephi’s faith & courage — “Go and do”! Ñandú école', 'faith '.repeat(300)]) {
      const img = await renderBuiltIn({ ...request('flashcards'), prompt });
      expect(img.width).toBe(2550);
    }
  });
});

describe('exports', () => {
  let png: Buffer;
  beforeAll(async () => {
    png = (await renderBuiltIn(request('poster'))).png;
  });

  it('toJpeg gives a JPEG of the same size', async () => {
    const jpg = await toJpeg(png, 85);
    expect(jpg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    const meta = await sharp(jpg).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 2550, 3300]);
  });

  it('makeThumbnail gives a 480 px wide JPEG preview', async () => {
    const thumb = await makeThumbnail(png);
    const meta = await sharp(thumb).metadata();
    expect([meta.format, meta.width]).toEqual(['jpeg', 480]);
    expect(thumb.length).toBeLessThan(80_000);
  });

  it.each([
    ['letter', 612, 792],
    ['a4', 595.28, 841.89],
  ] as const)('toPdf makes one %s page with the image inside the margins', async (pageSize, w, h) => {
    const pdf = await toPdf(png, { pageSize, title: 'Families Can Be Together Forever' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.length).toBeLessThan(1_500_000);
    const doc = await PDFDocument.load(pdf, { updateMetadata: false });
    expect(doc.getPageCount()).toBe(1);
    const size = doc.getPage(0).getSize();
    expect(size.width).toBeCloseTo(w, 1);
    expect(size.height).toBeCloseTo(h, 1);
    expect(doc.getTitle()).toBe('Families Can Be Together Forever');
    // Same image, same PDF: downloads are cacheable and reproducible.
    expect(sha(await toPdf(png, { pageSize, title: 'Families Can Be Together Forever' }))).toBe(sha(pdf));
  });

  it('toPdf turns the page for a landscape image', async () => {
    const slide = (await renderBuiltIn(request('talk-visual'))).png;
    const doc = await PDFDocument.load(await toPdf(slide, { pageSize: 'letter', title: 'Gratitude' }));
    const size = doc.getPage(0).getSize();
    expect([size.width, size.height]).toEqual([792, 612]);
  });
});

describe('overlayText', () => {
  it('keeps the art size and draws the title band over the top of the art', async () => {
    const art = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const out = await overlayText(art, { ...request('poster'), title: 'Families Can Be Together Forever' });
    expect([out.width, out.height]).toEqual([1024, 1024]);
    const { data } = await sharp(out.png).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number): number[] => [...data.subarray((y * 1024 + x) * 3, (y * 1024 + x) * 3 + 3)];
    expect(pixel(512, 900)).toEqual([0x33, 0x66, 0x99]); // art untouched below the band
    let light = 0;
    for (let x = 60; x < 964; x += 4) if ((pixel(x, 60)[0] as number) > 200) light++;
    expect(light).toBeGreaterThan(100); // the white band is there
  });
});

describe('isContentType', () => {
  it('accepts the 8 types only', () => {
    expect(CONTENT_TYPES).toHaveLength(8);
    expect(CONTENT_TYPES.every(isContentType)).toBe(true);
    expect(isContentType('video')).toBe(false);
    expect(isContentType('')).toBe(false);
  });
});
