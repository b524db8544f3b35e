import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');

describe('supergraph composition', () => {
  it('composes from the subgraph SDLs, and the committed supergraph is up to date', () => {
    const run = spawnSync(process.execPath, [join(root, 'scripts/compose-supergraph.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
