import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pagePerTest } from '../support/browser';
import { signUp } from '../support/flow';
import { ApiClient } from '../support/http';

// Front-end delivery as a browser meets it through the running gateway (issue 11, build 6): the
// security headers, compression, caching, robots.txt and no source maps. The e2e stack runs with
// SERVE_SOURCE_MAPS=false, the production default (test/setup-e2e.mjs).
const base = new ApiClient().baseUrl;
const webDist = join(__dirname, '..', '..', 'web', 'dist');
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

/** The entry script index.html loads, e.g. /assets/index-DzX4pfN2.js. */
function entryScript(): string {
  const html = readFileSync(join(webDist, 'index.html'), 'utf8');
  const src = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  if (!src) throw new Error('web/dist/index.html has no module script: run "npm run build"');
  return src;
}

describe('front-end delivery through the gateway', () => {
  it.each(['/', '/signin', '/generator', '/admin/'])(
    'puts the CSP and the usual headers on the HTML of %s',
    async (path) => {
      const res = await get(path, { accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = res.headers.get('content-security-policy') ?? '';
      const directive = (name: string) =>
        csp
          .split(';')
          .find((d) => d.trim().startsWith(`${name} `))
          ?.trim() ?? '';
      expect(directive('script-src')).toBe("script-src 'self' https://js.stripe.com https://*.js.stripe.com");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(directive('connect-src')).toContain('https://api.stripe.com');
      expect(directive('frame-src')).toContain('https://js.stripe.com');
      expect(directive('frame-src')).toContain('https://hooks.stripe.com');
      expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive('object-src')).toBe("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
      expect(res.headers.get('permissions-policy')).toContain('camera=()');
      expect(res.headers.get('cache-control')).toBe('private, no-cache');
      // The CSP forbids inline script: the document must not carry any (an inert JSON block is data).
      const html = await res.text();
      expect(html).not.toMatch(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>/);
    },
  );

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
  ])('sends the entry script compressed for "%s" and caches it immutable', async (accept, encoding) => {
    const src = entryScript();
    const res = await get(src, { 'accept-encoding': accept });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe(readFileSync(join(webDist, src), 'utf8'));
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
  ])('compresses a JSON API answer for "%s"', async (accept, encoding) => {
    // Over the 1 KB threshold below which compression is not worth it.
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': accept },
      body: JSON.stringify({ query: '{ __schema { types { name kind } } }' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    const body = (await res.json()) as { data: { __schema: { types: unknown[] } } };
    expect(body.data.__schema.types.length).toBeGreaterThan(20);
  });

  it("preloads a lazy route's chunk in that route's document, compressed, and the manifest stays private", async () => {
    const res = await get('/generator', { accept: 'text/html', 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    const html = await res.text();
    const chunk = /<link rel="modulepreload" crossorigin href="(\/assets\/GeneratorRoute-[\w-]+\.js)">/.exec(html)?.[1];
    expect(chunk).toBeDefined();
    expect(html.indexOf(chunk!)).toBeLessThan(html.indexOf('</head>'));
    const script = await get(chunk!, { 'accept-encoding': 'br' });
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Other documents stay the plain index.html.
    expect(await (await get('/', { accept: 'text/html' })).text()).not.toContain('GeneratorRoute-');
    expect((await get('/.vite/manifest.json', { accept: 'application/json' })).status).toBe(404);
  });

  it('answers a missing hashed asset with 404 instead of the app page', async () => {
    const res = await get('/assets/index-missing0.js', { accept: '*/*' });
    expect(res.status).toBe(404);
  });

  it('serves robots.txt that keeps crawlers out of the API, the admin app and private pages', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const lines = (await res.text()).split('\n');
    for (const path of ['/admin', '/api/', '/graphql', '/library', '/profile']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Allow: /');
  });

  describe('source maps', () => {
    // Production builds have no maps; a map left on disk (a debug build) must still not be served.
    const probe = join(webDist, 'assets', 'delivery-probe.js.map');
    beforeAll(() => writeFileSync(probe, '{"version":3,"sources":["secret.ts"]}'));
    afterAll(() => rmSync(probe, { force: true }));

    it('are not served, even when a map file exists', async () => {
      const res = await get('/assets/delivery-probe.js.map');
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret.ts');
      expect((await get(`${entryScript()}.map`)).status).toBe(404);
    });
  });

  describe('the signed-in state in the document', () => {
    const stateOf = async (client: ApiClient, path = '/') => {
      const html = await (await client.request('GET', path, undefined, { accept: 'text/html' })).text();
      const json = /<script type="application\/json" id="faithcraft-initial-state">([^<]*)<\/script>/.exec(html)?.[1];
      if (json === undefined) throw new Error(`${path} carries no initial state`);
      return JSON.parse(json) as { me: { id: string; email: string; __typename: string } | null };
    };

    it('says signed out to a visitor, and who is signed in to a session, until it signs out', async () => {
      expect(await stateOf(new ApiClient())).toEqual({ me: null });
      const user = await signUp();
      const { me } = await stateOf(user.client, '/generator');
      expect(me).toMatchObject({ __typename: 'User', id: user.id, email: user.email });
      expect((await user.client.request('GET', '/api/logout')).status).toBeLessThan(400);
      expect(await stateOf(user.client)).toEqual({ me: null });
    });

    const page = pagePerTest();
    it('lets the app paint without asking who is signed in first', async () => {
      const asked: string[] = [];
      page().on('request', (req) => {
        if (req.url().endsWith('/graphql') && /"operationName":"Me"/.test(req.postData() ?? '')) asked.push(req.url());
      });
      await page().goto('/');
      await page().getByRole('link', { name: 'Sign In' }).first().waitFor();
      expect(asked).toEqual([]);
    });
  });
});
