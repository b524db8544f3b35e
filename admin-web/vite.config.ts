import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The admin app is served by the gateway under /admin/; API paths are proxied to it in development.
const gateway = 'http://127.0.0.1:4000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: {
      '/graphql': gateway,
      '/api': gateway,
      '/oauth': gateway,
    },
  },
  preview: { port: 4174, strictPort: true },
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
