import { describe, expect, it } from '@jest/globals';
import type { ImageCard_ImageFragment } from '../../__generated__/graphql';
import { CONTENT_TYPES } from '../images/contentTypes';
import { QUICK_START_PRESETS, SURPRISE_PRESETS } from './presets';
import { buildQuickStartIdeas, MAX_IDEAS } from './quickStart';

function image(n: number, overrides: Partial<ImageCard_ImageFragment> = {}): ImageCard_ImageFragment {
  return {
    __typename: 'Image',
    id: `img-${n}`,
    title: `Lesson ${n}`,
    description: null,
    category: 'PRIMARY',
    style: 'cartoon-gospel',
    contentType: 'POSTER',
    prompt: `A poster for lesson ${n}`,
    imageUrl: `/api/images/img-${n}/file`,
    thumbnailUrl: null,
    generationStatus: 'completed',
    failureReason: null,
    isExpired: false,
    isPublic: false,
    isForSale: false,
    priceCents: 0,
    downloadCount: 0,
    ownerId: 'u1',
    owner: null,
    isFavorite: false,
    createdAt: '2025-03-15T10:00:00.000Z',
    ratingAverage: null,
    ratingCount: 0,
    myRating: null,
    isPurchased: false,
    ...overrides,
  };
}

describe('presets', () => {
  it('has 16 Surprise Me presets, two per content type, and 8 built-in ideas', () => {
    expect(SURPRISE_PRESETS).toHaveLength(16);
    for (const type of CONTENT_TYPES) {
      expect(SURPRISE_PRESETS.filter((preset) => preset.contentType === type.value)).toHaveLength(2);
    }
    expect(QUICK_START_PRESETS).toHaveLength(8);
  });
});

describe('Quick Start ideas', () => {
  it('shows the 8 built-in presets for a new user', () => {
    const ideas = buildQuickStartIdeas([]);
    expect(ideas).toHaveLength(MAX_IDEAS);
    expect(ideas.every((idea) => !idea.fromOwnWork)).toBe(true);
  });

  it('puts at most 6 of the user own completed images first, then fills with presets', () => {
    const own = Array.from({ length: 9 }, (_, n) => image(n));
    const ideas = buildQuickStartIdeas(own);
    expect(ideas).toHaveLength(8);
    expect(ideas.slice(0, 6).map((idea) => idea.title)).toEqual([0, 1, 2, 3, 4, 5].map((n) => `Lesson ${n}`));
    expect(ideas.slice(0, 6).every((idea) => idea.fromOwnWork)).toBe(true);
    expect(ideas.slice(6).every((idea) => !idea.fromOwnWork)).toBe(true);
  });

  it('skips pending, failed and repeated descriptions', () => {
    const ideas = buildQuickStartIdeas([
      image(1),
      image(2, { prompt: 'A poster for lesson 1 ' }),
      image(3, { generationStatus: 'pending' }),
      image(4, { generationStatus: 'failed' }),
    ]);
    expect(ideas.filter((idea) => idea.fromOwnWork).map((idea) => idea.title)).toEqual(['Lesson 1']);
    expect(ideas).toHaveLength(8);
  });
});
