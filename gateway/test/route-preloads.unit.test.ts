import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { preloadTags, routeAssets, routeDocuments, routePattern, type ViteManifest } from '../src/http/route-preloads';
import { WEB_LAZY_ROUTES } from '../src/http/web-routes';

// The shape Vite writes to .vite/manifest.json: the entry statically imports the vendor chunks; a
// route chunk imports some of them, a shared chunk with its own CSS, and the entry itself.
const manifest: ViteManifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_react-r1.js', '_apollo-a1.js'],
    css: ['assets/index-c1.css'],
  },
  '_react-r1.js': { file: 'assets/react-r1.js' },
  '_apollo-a1.js': { file: 'assets/apollo-a1.js', imports: ['_react-r1.js'] },
  '_images-i1.js': {
    file: 'assets/images-i1.js',
    imports: ['_react-r1.js', '_grid-g1.js'],
    css: ['assets/images-c2.css'],
  },
  '_grid-g1.js': { file: 'assets/grid-g1.js', imports: ['_images-i1.js'] },
  'src/routes/GeneratorRoute.tsx': {
    file: 'assets/GeneratorRoute-x1.js',
    isDynamicEntry: true,
    imports: ['_react-r1.js', 'index.html', '_images-i1.js'],
  },
  'src/routes/AboutRoute.tsx': { file: 'assets/AboutRoute-y1.js', isDynamicEntry: true, imports: ['index.html'] },
};

const INDEX = '<!doctype html><html><head><title>FaithCraft</title></head><body><div id="root"></div></body></html>';

describe('route preloads from the Vite manifest', () => {
  it("lists a route's chunk and its static imports, not what the entry already loads", () => {
    expect(routeAssets(manifest, 'src/routes/GeneratorRoute.tsx')).toEqual({
      scripts: ['assets/GeneratorRoute-x1.js', 'assets/images-i1.js', 'assets/grid-g1.js'],
      styles: ['assets/images-c2.css'],
    });
    expect(routeAssets(manifest, 'src/routes/AboutRoute.tsx')).toEqual({
      scripts: ['assets/AboutRoute-y1.js'],
      styles: [],
    });
  });

  it('refuses a route whose module is not in the manifest (a stale route table)', () => {
    expect(() => routeAssets(manifest, 'src/routes/GoneRoute.tsx')).toThrow(/not in the build manifest/);
  });

  it('writes modulepreload and stylesheet links under the app base', () => {
    const assets = { scripts: ['assets/a.js'], styles: ['assets/b.css'] };
    expect(preloadTags('/', assets)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/a.js"><link rel="stylesheet" crossorigin href="/assets/b.css">',
    );
    expect(preloadTags('/admin', assets)).toContain('href="/admin/assets/a.js"');
  });

  it('matches react-router paths with parameters and an optional trailing slash', () => {
    expect(routePattern('users/:userId').test('/users/abc123')).toBe(true);
    expect(routePattern('users/:userId').test('/users/abc/more')).toBe(false);
    expect(routePattern('generator').test('/generator/')).toBe(true);
    expect(routePattern('generator').test('/generators')).toBe(false);
  });

  it("gives each route's path its own document and every other path index.html unchanged", () => {
    const routes = [
      { path: 'generator', source: 'src/routes/GeneratorRoute.tsx' },
      { path: 'about', source: 'src/routes/AboutRoute.tsx' },
    ];
    const documents = routeDocuments(INDEX, manifest, routes, '/');
    const generator = documents.forPath('/generator');
    expect(generator).toContain('<link rel="modulepreload" crossorigin href="/assets/GeneratorRoute-x1.js">');
    expect(generator).not.toContain('AboutRoute');
    expect(generator.indexOf('GeneratorRoute-x1.js')).toBeLessThan(generator.indexOf('</head>'));
    expect(documents.forPath('/about')).toContain('AboutRoute-y1.js');
    expect(documents.forPath('/')).toBe(INDEX);
    expect(documents.forPath('/no-such-page')).toBe(INDEX);
    // No manifest (an old build): plain index.html everywhere.
    expect(routeDocuments(INDEX, null, routes, '/').forPath('/generator')).toBe(INDEX);
  });

  it("mirrors the web router's lazy pages exactly (the table and web/src/app/router.tsx do not drift)", () => {
    const router = readFileSync(join(__dirname, '..', '..', 'web', 'src', 'app', 'router.tsx'), 'utf8');
    const lazy = [...router.matchAll(/path: '([^']+)', \.\.\.page\(\(\) => import\('\.\.\/routes\/(\w+)'\)/g)]
      .filter(([, path]) => path !== '*')
      .map(([, path, module]) => ({ path, source: `src/routes/${module}.tsx` }));
    expect(lazy.length).toBeGreaterThan(10);
    expect([...WEB_LAZY_ROUTES]).toEqual(lazy);
  });

  it('resolves every route of the table against the real build when one exists', () => {
    const file = join(__dirname, '..', '..', 'web', 'dist', '.vite', 'manifest.json');
    let built: ViteManifest;
    try {
      built = JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
    } catch {
      return; // not built in this checkout: the drift test above still guards the table
    }
    for (const route of WEB_LAZY_ROUTES) {
      expect(routeAssets(built, route.source).scripts[0]).toMatch(/^assets\/\w+-[\w-]+\.js$/);
    }
  });
});
