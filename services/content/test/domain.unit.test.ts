import { canDownload, canView } from '../src/domain/access';
import { escapeRegex, safeFileName } from '../src/domain/file-name';
import { MISSING_DESCRIPTION, checkGenerationInput, sanitiseStyle } from '../src/domain/generation-input';
import { PRICE_RULE_MESSAGE, PUBLISH_PRICING, decideVisibility } from '../src/domain/visibility';
import { isPrivateAddress } from '../src/storage/safe-fetch';

describe('generation input', () => {
  it('refuses an empty or whitespace-only description with the spec text', () => {
    for (const prompt of ['', '   ', '\n\t']) {
      expect(checkGenerationInput({ prompt, contentType: 'poster' })).toEqual({
        ok: false,
        field: 'prompt',
        message: MISSING_DESCRIPTION,
      });
    }
  });

  it('normalises a good request and defaults category and style', () => {
    expect(checkGenerationInput({ prompt: '  Nephi   builds a ship ', contentType: 'coloring' })).toEqual({
      ok: true,
      value: { prompt: 'Nephi builds a ship', contentType: 'coloring', category: 'general', style: 'cartoon-gospel' },
    });
  });

  it('refuses unknown content types and categories, and over-long descriptions', () => {
    expect(checkGenerationInput({ prompt: 'x', contentType: 'video' })).toMatchObject({
      ok: false,
      field: 'contentType',
    });
    // What the REST facade sends for a content type outside the list.
    expect(checkGenerationInput({ prompt: 'x', contentType: null })).toMatchObject({
      ok: false,
      field: 'contentType',
      message: expect.stringMatching(/^Please choose a content type: flashcards, /),
    });
    expect(checkGenerationInput({ prompt: 'x', contentType: 'poster', category: 'sports' })).toMatchObject({
      ok: false,
      field: 'category',
    });
    expect(checkGenerationInput({ prompt: 'x'.repeat(1001), contentType: 'poster' })).toMatchObject({ ok: false });
  });

  it('keeps styles to a short slug', () => {
    expect(sanitiseStyle('Cartoon Gospel <script>')).toBe('cartoon-gospel-script');
    expect(sanitiseStyle('   ')).toBe('cartoon-gospel');
    expect(sanitiseStyle('a'.repeat(100))).toHaveLength(40);
  });
});

describe('visibility (spec 000 §4)', () => {
  it('publishing sets the default price of 299 cents; private clears both flags', () => {
    expect(decideVisibility({ isPublic: true, isForSale: true }, { priceCents: 0 })).toEqual({
      ok: true,
      value: { isPublic: true, isForSale: true, priceCents: 299 },
    });
    expect(decideVisibility({ isPublic: false, isForSale: true }, { priceCents: 299 })).toEqual({
      ok: true,
      value: { isPublic: false, isForSale: false, priceCents: 299 },
    });
  });

  it('accepts 0 (free) and 99..4999 cents; refuses anything else with the rule', () => {
    const publish = (priceCents: number) =>
      decideVisibility({ isPublic: true, isForSale: true, priceCents }, { priceCents: 0 });
    for (const cents of [-1, 1, 98, 5000, 100_001, 2.5, Number.NaN]) {
      expect(publish(cents)).toEqual({ ok: false, message: PRICE_RULE_MESSAGE });
    }
    for (const cents of [0, 99, 500, 4999]) {
      expect(publish(cents)).toMatchObject({ ok: true, value: { priceCents: cents } });
    }
  });

  it('keeps a price already chosen when republished without one', () => {
    expect(decideVisibility({ isPublic: true, isForSale: true }, { priceCents: 1500 })).toMatchObject({
      value: { priceCents: 1500 },
    });
    expect(PUBLISH_PRICING).toEqual({ defaultCents: 299, minPaidCents: 99, maxCents: 4999 });
  });
});

describe('access', () => {
  const image = { ownerId: 'o', status: 'completed', isPublic: false, isForSale: false, priceCents: 0 };
  const viewer = (userId: string) => ({ userId, role: 'user', sessionId: 's' });
  const none = { bought: false, admin: false };

  it('private images: owner, buyer and admin only', () => {
    expect(canView(image, null, none)).toBe(false);
    expect(canView(image, viewer('x'), none)).toBe(false);
    expect(canView(image, viewer('o'), none)).toBe(true);
    expect(canView(image, viewer('x'), { ...none, bought: true })).toBe(true);
    expect(canView(image, viewer('x'), { ...none, admin: true })).toBe(true);
    // The role in the token alone is not enough: the admin grant comes from the live check.
    expect(canView(image, { ...viewer('x'), role: 'admin' }, none)).toBe(false);
  });

  it('public images are visible to all, downloadable only after a purchase unless free', () => {
    const forSale = { ...image, isPublic: true, isForSale: true, priceCents: 299 };
    expect(canView(forSale, null, none)).toBe(true);
    expect(canDownload(forSale, viewer('x'), none)).toBe(false);
    expect(canDownload(forSale, viewer('x'), { ...none, bought: true })).toBe(true);
    expect(canDownload({ ...forSale, priceCents: 0 }, viewer('x'), none)).toBe(true);
    expect(canDownload({ ...forSale, priceCents: 0 }, null, none)).toBe(false);
    expect(canView({ ...forSale, status: 'pending' }, viewer('x'), none)).toBe(false);
  });
});

describe('file names and search', () => {
  it('makes a safe attachment name from the title', () => {
    expect(safeFileName('Nephi Builds a Ship — Coloring Page!', 'pdf')).toBe('Nephi-Builds-a-Ship-Coloring-Page.pdf');
    expect(safeFileName('"; rm -rf /', 'png')).toBe('rm-rf.png');
    expect(safeFileName('日本語', 'jpg')).toBe('faithcraft-image.jpg');
  });

  it('escapes regex characters in search text', () => {
    expect(new RegExp(escapeRegex('(.*')).test('a(.*b')).toBe(true);
    expect(new RegExp(escapeRegex('a.c')).test('abc')).toBe(false);
  });
});

describe('private address check (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.5',
    '172.16.3.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    'not-an-ip',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111'])('allows public %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });
});
