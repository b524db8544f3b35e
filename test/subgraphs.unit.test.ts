import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const root = join(__dirname, '..');
const { subgraphs } = JSON.parse(readFileSync(join(root, 'schema', 'subgraphs.json'), 'utf8')) as {
  subgraphs: { name: string; sdl: string; entry: string; portOffset: number; portEnv: string }[];
};

describe('schema/subgraphs.json, the one list of subgraphs', () => {
  it('names distinct subgraphs on distinct ports, none on the gateway port', () => {
    const offsets = subgraphs.map((s) => s.portOffset);
    expect(new Set(subgraphs.map((s) => s.name)).size).toBe(subgraphs.length);
    expect(new Set(offsets).size).toBe(subgraphs.length);
    expect(offsets).not.toContain(0);
  });

  it.each(subgraphs.map((s) => [s.name, s] as const))(
    '%s has the standard skeleton, and reads its port from portEnv',
    (_name, s) => {
      const folder = dirname(dirname(s.sdl));
      for (const file of ['src/schema.graphql', 'src/index.ts', 'src/main.ts', 'src/environment.ts', 'README.md']) {
        expect(existsSync(join(root, folder, file)) ? file : `missing ${folder}/${file}`).toBe(file);
      }
      expect(s.entry).toBe(`${folder}/dist/main.js`);
      expect(readFileSync(join(root, folder, 'src/environment.ts'), 'utf8')).toContain(`${s.portEnv}:`);
      expect(readFileSync(join(root, folder, '.env.template'), 'utf8')).toContain(`${s.portEnv}=`);
    },
  );

  it('is what the root tsconfig.json references and the workspaces include', () => {
    const run = spawnSync(process.execPath, [join(root, 'scripts/sync-project-references.mjs'), '--check'], {
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const workspaces = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { workspaces: string[] })
      .workspaces;
    expect(workspaces).toContain('services/*');
  });
});
