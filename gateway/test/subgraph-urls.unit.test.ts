import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@faithcraft/lib';
import { readSubgraphUrls } from '../src/subgraph-urls';

const LIST = join(__dirname, '..', '..', 'schema', 'subgraphs.json');

describe('subgraph URLs derived from schema/subgraphs.json', () => {
  it('routes every listed subgraph, to its local default unless SUBGRAPH_<NAME>_URL says otherwise', () => {
    const urls = readSubgraphUrls(LIST, { SUBGRAPH_ADMIN_ANALYTICS_URL: 'http://analytics.internal:8080/graphql' });
    expect(urls).toEqual({
      users: 'http://127.0.0.1:4001/graphql',
      content: 'http://127.0.0.1:4002/graphql',
      commerce: 'http://127.0.0.1:4003/graphql',
      email: 'http://127.0.0.1:4005/graphql',
      'admin-analytics': 'http://analytics.internal:8080/graphql',
    });
  });

  it('picks up a subgraph added to the list with no other change', () => {
    const dir = mkdtempSync(join(tmpdir(), 'subgraphs-'));
    const list = join(dir, 'subgraphs.json');
    writeFileSync(list, JSON.stringify({ subgraphs: [{ name: 'commerce', portOffset: 3 }] }));
    expect(readSubgraphUrls(list, {})).toEqual({ commerce: 'http://127.0.0.1:4003/graphql' });
    expect(readSubgraphUrls(list, { SUBGRAPH_COMMERCE_URL: 'http://c:1/graphql' })).toEqual({
      commerce: 'http://c:1/graphql',
    });
  });

  it('refuses to start with a URL that is not one, or a list it cannot read', () => {
    expect(() => readSubgraphUrls(LIST, { SUBGRAPH_USERS_URL: 'not a url' })).toThrow(
      new ConfigError('SUBGRAPH_USERS_URL must be a URL (got "not a url")'),
    );
    expect(() => readSubgraphUrls(join(tmpdir(), 'missing-subgraphs.json'), {})).toThrow(ConfigError);
  });
});
