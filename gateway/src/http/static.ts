import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import { initialStateElement, type InitialState } from './initial-state.js';
import { routeDocuments, type LazyRoute, type RouteDocuments, type ViteManifest } from './route-preloads.js';
import { contentSecurityPolicy } from './security-headers.js';

export interface ServeAppOptions {
  /** Serve `*.map` files when a build has them; off in production (they publish the source). */
  serveSourceMaps: boolean;
  /** Lazily loaded routes whose document preloads their chunk (route-preloads.ts); none by default. */
  lazyRoutes?: readonly LazyRoute[];
  /** Per-request state written into the document (initial-state.ts); null sends it without. */
  initialState?: (req: Request, res: Response) => Promise<InitialState | null>;
}

/** Vite names everything under /assets/ by content hash: a new build means new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Unhashed files (favicon, robots.txt) may change under the same name: cache briefly. */
const SHORT = 'public, max-age=3600';
/**
 * Documents are revalidated on every visit so a release reaches users at once; `private` because
 * a document may carry the signed-in user's own details (initial-state.ts), never for a shared cache.
 */
const REVALIDATE = 'no-cache';
const DOCUMENT = 'private, no-cache';

const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/**
 * Picks the `.br` / `.gz` sibling written at build time (config/vite/precompress.ts) when the
 * client accepts it, by rewriting the URL for express.static; `setHeaders` below restores the
 * original type. Other files fall to the runtime `compression` middleware in app.ts.
 */
function precompressed(dir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let file: string;
    try {
      file = normalize(join(dir, decodeURIComponent(req.path)));
    } catch {
      return next();
    }
    if (!file.startsWith(dir + sep)) return next();
    res.append('Vary', 'Accept-Encoding');
    const accepted = req.acceptsEncodings('br', 'gzip');
    const variant = PRECOMPRESSED.find((v) => v.encoding === accepted && existsSync(file + v.suffix));
    if (variant) {
      const query = req.url.slice(req.path.length);
      req.url = req.path + variant.suffix + query;
    }
    next();
  };
}

function staticHeaders(res: express.Response, path: string): void {
  const variant = PRECOMPRESSED.find((v) => path.endsWith(v.suffix));
  if (variant) {
    res.setHeader('Content-Encoding', variant.encoding);
    res.type(extname(path.slice(0, -variant.suffix.length)));
  }
}

/**
 * The app's documents, built once per build of index.html (read at the first request after start-up
 * or after a rebuild, then served from memory). Null while the app is not built.
 */
function documentCache(dist: string, base: string, routes: readonly LazyRoute[]): () => RouteDocuments | null {
  const index = join(dist, 'index.html');
  const manifestFile = join(dist, '.vite', 'manifest.json');
  let cached: { builtAt: number; documents: RouteDocuments } | null = null;
  return () => {
    if (!existsSync(index)) return null;
    const builtAt = statSync(index).mtimeMs;
    if (cached?.builtAt !== builtAt) {
      const manifest = existsSync(manifestFile)
        ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
        : null;
      cached = { builtAt, documents: routeDocuments(readFileSync(index, 'utf8'), manifest, routes, base) };
    }
    return cached.documents;
  };
}

/** Puts an element at the end of the document's body (module scripts run after parsing: in time). */
function withElement(html: string, element: string): string {
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + element : html.slice(0, end) + element + html.slice(end);
}

/** Serves a built single-page app under `base`, answering unknown paths with its index.html. */
export function serveApp(app: Express, base: string, dist: string, options: ServeAppOptions): void {
  const documents = documentCache(dist, base, options.lazyRoutes ?? []);
  const assetsDir = join(dist, 'assets');
  const prefix = base === '/' ? '' : base;
  app.use(base, contentSecurityPolicy());
  if (!options.serveSourceMaps) {
    app.use(base, (req, res, next) => {
      if (req.path.endsWith('.map')) res.status(404).type('text').send('Not found');
      else next();
    });
  }
  // A missing hashed asset is a 404, never index.html: a script must not receive HTML.
  app.use(
    `${prefix}/assets`,
    precompressed(assetsDir),
    express.static(assetsDir, {
      index: false,
      setHeaders: (res, path) => {
        staticHeaders(res, path);
        res.setHeader('Cache-Control', IMMUTABLE);
      },
    }),
    (_req: express.Request, res: express.Response) => {
      res.status(404).type('text').send('Not found');
    },
  );
  app.use(
    base,
    express.static(dist, {
      index: false,
      setHeaders: (res, path) => {
        staticHeaders(res, path);
        res.setHeader('Cache-Control', path.endsWith('.html') ? REVALIDATE : SHORT);
      },
    }),
  );
  app.get(base === '/' ? /.*/ : new RegExp(`^${base}(/.*)?$`), async (req, res, next) => {
    if (!req.accepts('html')) return next();
    const built = documents();
    if (!built) {
      res.status(503).type('text').send(`This app is not built yet. Run "npm run build" and reload.`);
      return;
    }
    const html = built.forPath(prefix ? req.path.slice(prefix.length) || '/' : req.path);
    const state = (await options.initialState?.(req, res)) ?? null;
    res.setHeader('Cache-Control', DOCUMENT);
    res.append('Vary', 'Cookie');
    res.type('html').send(state ? withElement(html, initialStateElement(state)) : html);
  });
}
