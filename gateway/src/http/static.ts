import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { type Express } from 'express';

/** Serves a built single-page app under `base`, answering unknown paths with its index.html. */
export function serveApp(app: Express, base: string, dist: string): void {
  const index = join(dist, 'index.html');
  app.use(base, express.static(dist, { index: false, maxAge: '1h', immutable: false }));
  app.get(base === '/' ? /.*/ : new RegExp(`^${base}(/.*)?$`), (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(index)) {
      res.status(503).type('text').send(`This app is not built yet. Run "npm run build" and reload.`);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
