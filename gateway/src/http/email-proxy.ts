import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from '@faithcraft/lib';

const PASSED_HEADERS = ['content-type', 'cache-control', 'location'];

export interface EmailProxyOptions {
  emailInternalUrl: string;
  log: Logger;
}

/**
 * Mounted at /mail, outside /api: what mail clients reach from a marketing mail, without a session
 * — the open pixel, the click redirect and the RFC 8058 one-click unsubscribe (a mail provider
 * POSTs it without an Origin, so it is not behind the /api Origin check). Only these three paths
 * are forwarded to the email service; answers pass through unchanged (302 included).
 */
export function emailPublicProxy(opts: EmailProxyOptions): Router {
  const forward = async (req: Request, res: Response, path: string, body?: string) => {
    const query = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    let upstream: globalThis.Response;
    try {
      upstream = await fetch(`${opts.emailInternalUrl}/mail${path}${query}`, {
        method: req.method,
        redirect: 'manual',
        headers: body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      opts.log.error({ err, path }, 'email service unreachable');
      res.status(503).type('text/plain').send('Service temporarily unavailable. Please try again.');
      return;
    }
    res.status(upstream.status);
    for (const name of PASSED_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) res.setHeader(name, value);
    }
    res.send(Buffer.from(await upstream.arrayBuffer()));
  };
  const token = (req: Request) => encodeURIComponent(String(req.params['token']));

  const router = express.Router();
  router.get('/o/:token', (req, res) => forward(req, res, `/o/${token(req)}`));
  router.get('/c/:token', (req, res) => forward(req, res, `/c/${token(req)}`));
  router.post('/unsubscribe/one-click', express.text({ type: '*/*', limit: '4kb' }), (req, res) =>
    forward(req, res, '/unsubscribe/one-click', typeof req.body === 'string' ? req.body : ''),
  );
  router.use((_req, res) => {
    res.status(404).type('text/plain').send('Not found');
  });
  return router;
}
