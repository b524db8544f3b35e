import { describe, expect, it } from '@jest/globals';
import { fillShowcase, SAMPLE_SHOWCASE, type ShowcaseItem } from './showcaseSamples';

const publicItem = (n: number): ShowcaseItem => ({
  id: `p${n}`,
  title: `Public ${n}`,
  category: 'FHE',
  description: '',
  contentType: 'POSTER',
  imageUrl: `/api/images/p${n}/file`,
});

describe('landing showcase', () => {
  it('fills up to six with built-in samples', () => {
    expect(fillShowcase([]).map((item) => item.id)).toEqual(SAMPLE_SHOWCASE.map((item) => item.id));
    const mixed = fillShowcase([publicItem(1), publicItem(2)]);
    expect(mixed.map((item) => item.id)).toEqual(['p1', 'p2', ...SAMPLE_SHOWCASE.slice(0, 4).map((item) => item.id)]);
  });

  it('shows only public images when there are six', () => {
    const six = Array.from({ length: 6 }, (_, n) => publicItem(n));
    expect(fillShowcase(six)).toEqual(six);
  });

  it('shows featured images first, then the other public images, each once', () => {
    const items = fillShowcase([publicItem(1), publicItem(2), publicItem(3)], [publicItem(3), publicItem(9)]);
    expect(items.map((item) => item.id)).toEqual([
      'p3',
      'p9',
      'p1',
      'p2',
      ...SAMPLE_SHOWCASE.slice(0, 2).map((item) => item.id),
    ]);
  });

  it('has no sample that loads anything from outside', () => {
    expect(SAMPLE_SHOWCASE.every((item) => item.imageUrl === null)).toBe(true);
  });
});
