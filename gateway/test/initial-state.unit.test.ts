import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, print, visit, type DocumentNode } from 'graphql';
import { INITIAL_STATE_ELEMENT_ID, ME_OPERATION, initialStateElement } from '../src/http/initial-state';

const withoutTypename = (doc: DocumentNode): string =>
  print(visit(doc, { Field: (node) => (node.name.value === '__typename' ? null : undefined) }));

describe('the initial state a document carries', () => {
  it('asks exactly what the apps ask (the Me query of packages/ui), plus the cache’s __typename', () => {
    const source = readFileSync(
      join(__dirname, '..', '..', 'packages', 'ui', 'src', 'auth', 'useCurrentUser.ts'),
      'utf8',
    );
    const appQuery = /graphql\(`([^`]+)`\)/.exec(source)?.[1];
    expect(appQuery).toBeDefined();
    expect(withoutTypename(parse(ME_OPERATION))).toBe(print(parse(appQuery!)));
    expect(ME_OPERATION).toContain('__typename');
  });

  it('is an inert JSON block that no value can break out of', () => {
    const element = initialStateElement({
      me: { __typename: 'User', id: 'u1', firstName: '</script><script>alert(1)</script>', lastName: 'a&b\u2028' },
    });
    expect(element.startsWith(`<script type="application/json" id="${INITIAL_STATE_ELEMENT_ID}">`)).toBe(true);
    const body = element.slice(element.indexOf('>') + 1, -'</script>'.length);
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual({
      me: { __typename: 'User', id: 'u1', firstName: '</script><script>alert(1)</script>', lastName: 'a&b\u2028' },
    });
  });

  it('says "signed out" as null', () => {
    expect(initialStateElement({ me: null })).toContain('>{"me":null}</script>');
  });
});
