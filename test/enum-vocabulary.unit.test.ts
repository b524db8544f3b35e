import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import { CATEGORIES, CONTACT_SUBJECTS, CONTENT_TYPES, SUBSCRIPTION_STATUSES, enumValueMap } from '@faithcraft/lib';
import { EMAIL_SEGMENTS, EMAIL_TEMPLATE_TYPES } from '@faithcraft/validation';

const root = join(__dirname, '..');

/** The enum values a subgraph's SDL declares, by enum name. */
function sdlEnums(service: string): Record<string, string[]> {
  const doc = parse(readFileSync(join(root, 'services', service, 'src/schema.graphql'), 'utf8'));
  return Object.fromEntries(
    doc.definitions.flatMap((d) =>
      d.kind === Kind.ENUM_TYPE_DEFINITION ? [[d.name.value, (d.values ?? []).map((v) => v.name.value)]] : [],
    ),
  );
}

describe('SDL enums and the shared vocabularies', () => {
  it.each([
    ['users', 'SubscriptionStatus', SUBSCRIPTION_STATUSES],
    ['email', 'ContactSubject', CONTACT_SUBJECTS],
    ['content', 'ContentType', CONTENT_TYPES],
    ['content', 'Category', CATEGORIES],
    ['email', 'EmailTemplateType', EMAIL_TEMPLATE_TYPES],
  ])('%s declares %s with one value per wire value', (service, enumName, values) => {
    expect(sdlEnums(service)[enumName]?.sort()).toEqual(Object.keys(enumValueMap(values)).sort());
  });

  it('email declares EmailSegment with the shared segments, in their order', () => {
    expect(sdlEnums('email')['EmailSegment']).toEqual(EMAIL_SEGMENTS.map((s) => s.segment));
  });

  it('maps wire values to GraphQL names mechanically', () => {
    expect(enumValueMap(['past_due', 'General Inquiry', 'board-game'])).toEqual({
      PAST_DUE: 'past_due',
      GENERAL_INQUIRY: 'General Inquiry',
      BOARD_GAME: 'board-game',
    });
  });
});
