import { describe, expect, it } from '@jest/globals';
import { filtersFromParams, hasActiveFilters, NO_FILTERS, paramsFromFilters, searchInput } from './marketplaceFilters';

describe('marketplace filters in the URL', () => {
  it('preselects category, content type and style from the spec query parameters', () => {
    const filters = filtersFromParams(new URLSearchParams('category=fhe&contentType=board-game&style=cartoon-gospel'));
    expect(filters).toEqual({ search: '', category: 'FHE', contentType: 'BOARD_GAME', style: 'cartoon-gospel' });
  });

  it('ignores unknown values and the "all" category instead of failing', () => {
    const filters = filtersFromParams(new URLSearchParams('category=all&contentType=spaceship&style=<script>'));
    expect(filters).toEqual(NO_FILTERS);
    expect(hasActiveFilters(filters)).toBe(false);
  });

  it('writes the wire values back in a fixed order and leaves empty filters out', () => {
    const params = paramsFromFilters({
      search: '  noah ',
      category: 'PRIMARY',
      contentType: 'SONG_VISUAL',
      style: null,
    });
    expect(params.toString()).toBe('search=noah&category=primary&contentType=song-visual');
    expect(paramsFromFilters(NO_FILTERS).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters = { search: 'ark', category: 'HOLIDAYS', contentType: 'STICKERS', style: 'watercolor' } as const;
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
  });

  it('asks for pages of 20 with only the filters that are set', () => {
    expect(searchInput({ ...NO_FILTERS, search: ' ', category: 'YOUTH' }, 3)).toEqual({
      page: 3,
      limit: 20,
      category: 'YOUTH',
    });
  });
});
