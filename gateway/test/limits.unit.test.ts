import { buildSchema, parse, validate } from 'graphql';
import { operationLimits } from '../src/limits';

const schema = buildSchema(`
  type Node { id: ID! child: Node name: String }
  type Query { node: Node }
`);

const run = (query: string, depth = 4, fields = 20) => validate(schema, parse(query), [operationLimits(depth, fields)]);

describe('operation limits', () => {
  it('lets an ordinary query through', () => {
    expect(run('{ node { id child { id } } }')).toEqual([]);
  });

  it('refuses a query nested deeper than the limit, also through fragments', () => {
    expect(run('{ node { child { child { child { child { id } } } } } }')[0]?.message).toMatch(/too deep/);
    const viaFragments = `
      query { node { ...A } }
      fragment A on Node { child { ...B } }
      fragment B on Node { child { child { child { id } } } }`;
    expect(run(viaFragments)[0]?.message).toMatch(/too deep/);
  });

  it('refuses a query that selects too many fields', () => {
    const wide = `{ node { ${Array.from({ length: 25 }, (_, i) => `a${i}: id`).join(' ')} } }`;
    expect(run(wide)[0]?.message).toMatch(/too many fields/);
  });
});
