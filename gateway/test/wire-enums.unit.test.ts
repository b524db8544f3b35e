import { CATEGORIES, CONTENT_TYPES } from '@faithcraft/lib';
import { WireValueRefused, enumsToWire, optionalWireToEnum, wireToEnum } from '../src/rest/wire-enums';

describe('REST wire values ↔ GraphQL enum names', () => {
  it('shows enum fields of an answer as the spec lowercase values, at any depth', () => {
    const answer = {
      items: [{ id: 'i1', category: 'FHE', contentType: 'BOARD_GAME', style: 'cartoon-gospel' }],
      image: { contentType: 'TALK_VISUAL' },
    };
    expect(enumsToWire(answer)).toEqual({
      items: [{ id: 'i1', category: 'fhe', contentType: 'board-game', style: 'cartoon-gospel' }],
      image: { contentType: 'talk-visual' },
    });
  });

  it('sends a required value outside the list as null (the service refuses it with its text)', () => {
    expect(wireToEnum(CONTENT_TYPES, 'song-visual')).toBe('SONG_VISUAL');
    expect(wireToEnum(CONTENT_TYPES, 'video')).toBeNull();
    expect(wireToEnum(CONTENT_TYPES, '')).toBeNull();
  });

  it('passes a missing optional value as not given and refuses an unlisted one', () => {
    expect(optionalWireToEnum(CATEGORIES, null, 'category')).toBeNull();
    expect(optionalWireToEnum(CATEGORIES, '  ', 'category')).toBeNull();
    expect(optionalWireToEnum(CATEGORIES, ' Primary ', 'category')).toBe('PRIMARY');
    expect(() => optionalWireToEnum(CATEGORIES, 'astronomy', 'category')).toThrow(
      new WireValueRefused('Please choose a category: general, fhe, primary, youth, seminary or holidays'),
    );
  });
});
