/**
 * Per-route documents with the route's lazy chunk preloaded. A lazily loaded page is otherwise
 * fetched only after the entry chunk has downloaded and run (a second round trip before the page
 * can paint); a `<link rel="modulepreload">` in the document lets the browser fetch it in parallel
 * with the entry. The chunks come from Vite's build manifest (`build.manifest`, config/vite/base.ts).
 */

/** One chunk of `.vite/manifest.json`, keyed there by its source path (e.g. `src/routes/X.tsx`). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** A client-side route (react-router syntax: `:param` segments) and the module its page lives in. */
export interface LazyRoute {
  path: string;
  source: string;
}

/** Every chunk key a chunk statically imports, itself included, depth first. */
function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The scripts and stylesheets a lazy route needs beyond what the entry already loads: the route's
 * chunk and its static imports (the entry's own modules are already in index.html).
 */
export function routeAssets(manifest: ViteManifest, source: string): { scripts: string[]; styles: string[] } {
  if (!manifest[source]) throw new Error(`${source} is not in the build manifest: is the route table stale?`);
  const loaded = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) staticClosure(manifest, key, loaded);
  }
  const needed = [...staticClosure(manifest, source)].filter((key) => !loaded.has(key));
  return {
    scripts: needed.map((key) => manifest[key]!.file),
    styles: [...new Set(needed.flatMap((key) => manifest[key]!.css ?? []))],
  };
}

/**
 * The tags for those assets. A stylesheet is linked (not only preloaded): Vite's loader sees the
 * link and does not add it again, and the page does not flash unstyled when its chunk runs.
 */
export function preloadTags(base: string, assets: { scripts: string[]; styles: string[] }): string {
  const url = (file: string) => `${base.endsWith('/') ? base : `${base}/`}${file}`;
  return [
    ...assets.scripts.map((file) => `<link rel="modulepreload" crossorigin href="${url(file)}">`),
    ...assets.styles.map((file) => `<link rel="stylesheet" crossorigin href="${url(file)}">`),
  ].join('');
}

/** `users/:userId` → /^\/users\/[^/]+\/?$/ (relative to the app's base). */
export function routePattern(path: string): RegExp {
  const segments = path.split('/').map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`);
}

export interface RouteDocuments {
  /** The document for a path relative to the app's base: the route's own, or plain index.html. */
  forPath(path: string): string;
}

/** Builds every route's document once from index.html and the manifest. */
export function routeDocuments(
  indexHtml: string,
  manifest: ViteManifest | null,
  routes: readonly LazyRoute[],
  base: string,
): RouteDocuments {
  const documents = manifest
    ? routes.map((route) => {
        const tags = preloadTags(base, routeAssets(manifest, route.source));
        return { pattern: routePattern(route.path), html: indexHtml.replace('</head>', `${tags}</head>`) };
      })
    : [];
  return { forPath: (path) => documents.find((d) => d.pattern.test(path))?.html ?? indexHtml };
}
