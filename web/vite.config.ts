import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The gateway serves the built app and the API on one origin; in development Vite proxies the
// API paths to it so cookies and CSRF headers behave exactly as in production.
const gateway = 'http://127.0.0.1:4000';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
      '/oauth': gateway,
    },
  },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than app code: separate chunks keep them cached.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant|@graphql-typed-document-node)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
