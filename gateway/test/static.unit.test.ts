import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { IMMUTABLE, serveApp } from '../src/http/static';

// A built app on disk the way config/vite produces it: hashed assets with .br/.gz siblings and a
// source map, an unhashed public file and index.html. Served by the real middleware on a port.
const script = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const dist = mkdtempSync(join(tmpdir(), 'faithcraft-static-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>FaithCraft</title></head><div id="root"></div>');
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /admin\n');
writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), '{"version":3}');
mkdirSync(join(dist, '.vite'));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/app-abc123.js', isEntry: true },
    'src/routes/GeneratorRoute.tsx': { file: 'assets/GeneratorRoute-def456.js', isDynamicEntry: true },
  }),
);

async function serve(serveSourceMaps: boolean): Promise<{ url: string; server: Server }> {
  const app = express();
  app.use(compression());
  serveApp(app, '/', dist, {
    serveSourceMaps,
    lazyRoutes: [{ path: 'generator', source: 'src/routes/GeneratorRoute.tsx' }],
    // Signed in when the request says so; no state at all for /signin (the resolver gave up).
    initialState: async (req) =>
      req.path === '/signin'
        ? null
        : { me: req.headers['x-test-user'] ? { id: String(req.headers['x-test-user']) } : null },
  });
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const close = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('serveApp', () => {
  let production: { url: string; server: Server };
  let development: { url: string; server: Server };
  beforeAll(async () => {
    production = await serve(false);
    development = await serve(true);
  });
  afterAll(async () => {
    await Promise.all([close(production.server), close(development.server)]);
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('sends the precompressed copy of a hashed asset for Accept-Encoding "%s"', async (accept, encoding) => {
    const res = await fetch(`${production.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': accept } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await res.text()).toBe(script);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const res = await fetch(`${production.url}/assets/app-abc123.js`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(script);
  });

  it('answers a missing hashed asset with 404, never with index.html', async () => {
    const res = await fetch(`${production.url}/assets/app-gone999.js`, { headers: { accept: '*/*' } });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<!doctype html>');
  });

  it('revalidates the document and puts the CSP on it, for / and for client-side routes', async () => {
    for (const path of ['/', '/generator']) {
      const res = await fetch(`${production.url}${path}`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      expect(res.headers.get('vary')).toContain('Cookie');
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    }
  });

  it("writes the visitor's signed-in state into the document, and nothing when it could not be had", async () => {
    const html = (headers: Record<string, string>, path = '/') =>
      fetch(`${production.url}${path}`, { headers: { accept: 'text/html', ...headers } }).then((r) => r.text());
    expect(await html({})).toContain(
      '<script type="application/json" id="faithcraft-initial-state">{"me":null}</script>',
    );
    expect(await html({ 'x-test-user': 'u42' })).toContain('{"me":{"id":"u42"}}</script>');
    expect(await html({}, '/signin')).not.toContain('faithcraft-initial-state');
  });

  it("preloads a lazy route's chunk in that route's document only, and never serves the manifest", async () => {
    const generator = await (await fetch(`${production.url}/generator`, { headers: { accept: 'text/html' } })).text();
    expect(generator).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/GeneratorRoute-def456.js"></head>',
    );
    const landing = await (await fetch(`${production.url}/`, { headers: { accept: 'text/html' } })).text();
    expect(landing).not.toContain('modulepreload');
    const manifest = await fetch(`${production.url}/.vite/manifest.json`, { headers: { accept: 'application/json' } });
    expect(manifest.status).toBe(404);
  });

  it('refuses source maps when told to, and serves them when allowed', async () => {
    expect((await fetch(`${production.url}/assets/app-abc123.js.map`)).status).toBe(404);
    const dev = await fetch(`${development.url}/assets/app-abc123.js.map`);
    expect(dev.status).toBe(200);
    expect(await dev.text()).toBe('{"version":3}');
  });

  it('serves unhashed public files with a short cache lifetime', async () => {
    const res = await fetch(`${production.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toContain('Disallow: /admin');
  });
});
