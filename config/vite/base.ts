import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfigFnObject } from 'vite';
import { precompress } from './precompress';

export interface AppBuildOptions {
  /** Path the gateway serves the app under ('/' or '/admin/'). */
  base: string;
  devPort: number;
  previewPort: number;
}

// The gateway serves each built app and the API on one origin; in development Vite proxies the
// API paths to it so cookies and CSRF headers behave exactly as in production.
const GATEWAY = 'http://127.0.0.1:4000';

/** Libraries change far less often than app code: their own chunks stay cached across releases. */
const VENDOR_CHUNKS = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/,
  },
  {
    name: 'apollo',
    test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant|@graphql-typed-document-node)[\\/]/,
  },
];

/** The one Vite configuration of web and admin-web; each app only names its base path and ports. */
export function appConfig({ base, devPort, previewPort }: AppBuildOptions): UserConfigFnObject {
  return defineConfig(({ mode }) => ({
    base,
    plugins: [react(), precompress()],
    server: {
      port: devPort,
      strictPort: true,
      proxy: { '/graphql': GATEWAY, '/api': GATEWAY, '/oauth': GATEWAY, '/media': GATEWAY },
    },
    preview: { port: previewPort, strictPort: true },
    build: {
      outDir: 'dist',
      // Source maps publish the whole source: only non-production builds (`--mode development`) get them.
      sourcemap: mode !== 'production',
      // Every browser the apps support preloads modules natively: no polyfill in the entry chunk.
      modulePreload: { polyfill: false },
      // .vite/manifest.json: the gateway preloads a lazy route's chunks with the document (static.ts).
      manifest: true,
      rolldownOptions: { output: { codeSplitting: { groups: VENDOR_CHUNKS } } },
    },
  }));
}
