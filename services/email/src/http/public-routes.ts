import type { Logger } from '@faithcraft/lib';
import express, { type Express, type Request, type Response } from 'express';
import type { Suppressions } from '../audience/contract.js';
import type { MailTokens } from '../tracking/tokens.js';
import type { TrackingStore } from '../tracking/tracking-store.js';

/** The smallest transparent GIF (1×1). */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

export interface PublicRouteDeps {
  tokens: MailTokens;
  tracking: TrackingStore;
  suppressions: Suppressions;
  log: Logger;
}

/**
 * What mail clients and recipients reach without a session (proxied by the gateway under /mail):
 * the open pixel, the click redirect and the RFC 8058 one-click unsubscribe.
 */
export function publicRoutes({ tokens, tracking, suppressions, log }: PublicRouteDeps) {
  return (app: Express): void => {
    app.get('/mail/o/:token', (req: Request, res: Response) => {
      // The pixel is answered at once whatever happens; counting is best effort.
      res.set({ 'content-type': 'image/gif', 'cache-control': 'no-store, max-age=0' }).send(PIXEL);
      const open = tokens.verifyOpen(String(req.params['token']));
      if (open)
        tracking.recordOpen(open.mailId, open.key).catch((err: unknown) => log.warn({ err }, 'open not recorded'));
    });

    app.get('/mail/c/:token', async (req: Request, res: Response) => {
      const click = tokens.verifyClick(String(req.params['token']));
      if (!click || !/^https?:\/\//i.test(click.url)) {
        res.status(404).type('text/plain').send('This link is not valid.');
        return;
      }
      try {
        await tracking.recordClick(click.mailId, click.key, click.url);
      } catch (err) {
        log.warn({ err }, 'click not recorded');
      }
      res.redirect(302, click.url);
    });

    app.post(
      '/mail/unsubscribe/one-click',
      express.urlencoded({ extended: false, limit: '4kb' }),
      async (req: Request, res: Response) => {
        const token = typeof req.query['token'] === 'string' ? req.query['token'] : '';
        try {
          const done = token ? await suppressions.unsubscribeWithToken(token) : false;
          if (done) res.status(200).type('text/plain').send('You have been unsubscribed.');
          else res.status(400).type('text/plain').send('This unsubscribe link is not valid.');
        } catch (err) {
          log.error({ err }, 'one-click unsubscribe failed');
          res.status(503).type('text/plain').send('Service temporarily unavailable. Please try again.');
        }
      },
    );
  };
}
