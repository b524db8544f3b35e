import { describe, expect, it } from '@jest/globals';
import {
  CATEGORIES as CATEGORY_VALUES,
  CONTENT_TYPES as CONTENT_TYPE_VALUES,
  graphqlEnumName,
} from '@faithcraft/validation';
import { CATEGORIES, CONTENT_TYPES, categoryWireValue, contentTypeLabel, contentTypeWireValue } from './contentTypes';

describe('content type and category labels', () => {
  it('label every value of the shared vocabularies once, in their order', () => {
    expect(CONTENT_TYPES.map((type) => type.value)).toEqual(CONTENT_TYPE_VALUES.map(graphqlEnumName));
    expect(CATEGORIES.map((category) => category.value)).toEqual(CATEGORY_VALUES.map(graphqlEnumName));
  });

  it("shows the spec's wire values in links and analytics", () => {
    expect(contentTypeWireValue('BOARD_GAME')).toBe('board-game');
    expect(categoryWireValue('FHE')).toBe('fhe');
    expect(contentTypeLabel('TALK_VISUAL')).toBe('Talk Visual');
  });
});
