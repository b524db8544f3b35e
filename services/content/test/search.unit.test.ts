import type { ImageDoc } from '../src/data/image-model';
import { normaliseQuery } from '../src/library/marketplace-query';
import { ratingAverage } from '../src/library/ratings';
import { fromIndexDocument, isListed, toIndexDocument } from '../src/search/index-document';
import { marketplaceSearches } from '../src/search/marketplace-query-dsl';

const image: ImageDoc = {
  _id: 'img-1',
  ownerId: 'owner-1',
  title: 'Noah builds the ark',
  description: 'Two by two',
  category: 'primary',
  style: 'cartoon-gospel',
  contentType: 'coloring',
  prompt: 'Noah and the animals',
  status: 'completed',
  failureReason: null,
  provider: 'builtin',
  storageKey: 'images/o/img-1.png',
  thumbnailKey: 'images/o/img-1/thumb.jpg',
  sourceUrl: null,
  isExpired: false,
  isPublic: true,
  isForSale: true,
  priceCents: 299,
  downloadCount: 7,
  ratingCount: 3,
  ratingSum: 13,
  unlimited: false,
  attempts: 1,
  requestedAt: new Date('2026-01-02T03:04:05.000Z'),
  startedAt: null,
  completedAt: null,
  failedAt: null,
  createdAt: new Date('2026-01-02T03:04:05.000Z'),
  updatedAt: new Date('2026-01-02T03:04:05.000Z'),
};

describe('marketplace query', () => {
  it('applies defaults and bounds; "all" and blanks mean no filter; the search is trimmed', () => {
    expect(normaliseQuery({})).toEqual({
      page: 1,
      limit: 20,
      search: '',
      category: null,
      contentType: null,
      style: null,
    });
    expect(
      normaliseQuery({ page: 0, limit: 500, search: '  ark  ', category: 'ALL', contentType: ' Coloring ', style: '' }),
    ).toEqual({ page: 1, limit: 50, search: 'ark', category: null, contentType: 'coloring', style: null });
    expect(normaliseQuery({ page: 3.7, limit: -2 })).toMatchObject({ page: 3, limit: 1 });
  });
});

describe('index documents', () => {
  it('carry every field a card needs and come back as the same image', () => {
    const doc = toIndexDocument(image);
    expect(doc).toMatchObject({ id: 'img-1', rating: 4.33, ratingCount: 3, createdAt: '2026-01-02T03:04:05.000Z' });
    const back = fromIndexDocument(JSON.parse(JSON.stringify(doc)) as typeof doc);
    for (const field of [
      '_id',
      'ownerId',
      'title',
      'description',
      'category',
      'style',
      'contentType',
      'prompt',
      'status',
      'storageKey',
      'thumbnailKey',
      'isExpired',
      'isPublic',
      'isForSale',
      'priceCents',
      'downloadCount',
      'ratingCount',
      'ratingSum',
      'createdAt',
    ] as const) {
      expect([field, back[field]]).toEqual([field, image[field]]);
    }
  });

  it('lists only public, finished images', () => {
    expect(isListed(image)).toBe(true);
    expect(isListed({ ...image, isPublic: false })).toBe(false);
    expect(isListed({ ...image, status: 'pending' })).toBe(false);
  });

  it('averages ratings to two decimals, null when unrated', () => {
    expect(ratingAverage({ ratingCount: 0, ratingSum: 0 })).toBeNull();
    expect(ratingAverage({ ratingCount: 3, ratingSum: 13 })).toBe(4.33);
  });
});

describe('marketplace searches', () => {
  it('sorts by relevance then newest with a search, newest otherwise; ids break ties', () => {
    const plain = marketplaceSearches(normaliseQuery({}), 0, 20).hits;
    expect(plain['sort']).toEqual([{ createdAt: 'desc' }, { id: 'asc' }]);
    const searched = marketplaceSearches(normaliseQuery({ search: 'ark' }), 20, 20).hits;
    expect(searched).toMatchObject({ from: 20, size: 20, sort: ['_score', { createdAt: 'desc' }, { id: 'asc' }] });
    expect(JSON.stringify(searched['query'])).toContain('"fields":["title^3","description","prompt"]');
  });

  it('counts each facet over the search and the OTHER filters', () => {
    const { facets, hits } = marketplaceSearches(
      normaliseQuery({ search: 'ark', category: 'primary', contentType: 'coloring' }),
      0,
      20,
    );
    expect(JSON.stringify(hits['query'])).toContain(
      '{"term":{"category":"primary"}},{"term":{"contentType":"coloring"}}',
    );
    const aggs = facets['aggs'] as Record<string, { filter: { bool: { filter: unknown[] } } }>;
    expect(aggs['categories']!.filter.bool.filter).toEqual([{ term: { contentType: 'coloring' } }]);
    expect(aggs['contentTypes']!.filter.bool.filter).toEqual([{ term: { category: 'primary' } }]);
    expect(aggs['styles']!.filter.bool.filter).toEqual([
      { term: { category: 'primary' } },
      { term: { contentType: 'coloring' } },
    ]);
    expect(facets).toMatchObject({ size: 0 });
  });
});
