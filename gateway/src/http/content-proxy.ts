import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import express, { type Request, type Response, type Router } from 'express';
import { IDENTITY_HEADER, signIdentity, type Identity, type Logger } from '@faithcraft/lib';

const PASSED_HEADERS = ['content-type', 'content-length', 'content-disposition', 'cache-control'];

export interface ContentProxyOptions {
  contentInternalUrl: string;
  internalSecret: string;
  log: Logger;
}

/**
 * File streams and the media tools are not GraphQL: these paths go straight to the content
 * service's HTTP routes with the caller's signed identity (resolved from the cookie by the same
 * `identify` step as every other /api path), and the body is streamed back unchanged.
 */
function forwarder(opts: ContentProxyOptions) {
  return async (req: Request, res: Response, upstreamPath: string, body?: unknown): Promise<void> => {
    const identity = (res.locals['identity'] as Identity | null | undefined) ?? null;
    const headers: Record<string, string> = {};
    if (identity) headers[IDENTITY_HEADER] = signIdentity(identity, opts.internalSecret);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(`${opts.contentInternalUrl}${upstreamPath}${query}`, {
        method: req.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'manual',
        signal: AbortSignal.timeout(120_000),
      });
    } catch (err) {
      opts.log.error({ err, path: upstreamPath }, 'content service unreachable');
      res.status(503).json({ message: 'Service temporarily unavailable. Please try again.' });
      return;
    }
    res.status(upstream.status);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    if (!upstream.body) {
      res.end();
      return;
    }
    const stream = Readable.fromWeb(upstream.body as WebReadableStream<Uint8Array>);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  };
}

const segment = (req: Request, name: string) => encodeURIComponent(String(req.params[name]));

/** Mounted at /media: image files and thumbnails (same origin, access-checked by the content service). */
export function mediaProxy(opts: ContentProxyOptions): Router {
  const forward = forwarder(opts);
  const router = express.Router();
  router.get('/images/:file', (req, res) => forward(req, res, `/files/images/${segment(req, 'file')}`));
  router.get('/images/:id/thumb.jpg', (req, res) => forward(req, res, `/files/images/${segment(req, 'id')}/thumb.jpg`));
  router.get('/library/:folder/:name', (req, res) =>
    forward(req, res, `/files/library/${segment(req, 'folder')}/${segment(req, 'name')}`),
  );
  router.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  return router;
}

/** Mounted under /api before the GraphQL facade: downloads and the media-service tools (spec 001 §7). */
export function contentApiProxy(opts: ContentProxyOptions): Router {
  const forward = forwarder(opts);
  const router = express.Router();
  router.get('/images/:id/download/:format', (req, res) =>
    forward(req, res, `/files/images/${segment(req, 'id')}/download/${segment(req, 'format')}`),
  );
  router.get('/:media/mcp/capabilities', (req, res) => forward(req, res, '/mcp/capabilities'));
  router.post('/:media/mcp', express.json({ limit: '64kb' }), (req, res) =>
    forward(req, res, '/mcp', (req.body as unknown) ?? {}),
  );
  return router;
}
