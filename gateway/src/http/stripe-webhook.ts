import express, { type Request, type Response, type Router } from 'express';
import type { Logger } from '@faithcraft/lib';

/**
 * `POST /api/webhooks/stripe`: Stripe's signature covers the exact bytes, so the body is passed to
 * commerce unparsed with its `stripe-signature`; commerce verifies and answers. Mounted before the
 * JSON facade and the CSRF guard (Stripe is a server, not a browser, and signs what it sends).
 */
export function stripeWebhookForwarder(opts: { commerceInternalUrl: string; log: Logger }): Router {
  const router = express.Router();
  router.post(
    '/api/webhooks/stripe',
    express.raw({ type: () => true, limit: '1mb' }),
    async (req: Request, res: Response) => {
      const signature = req.header('stripe-signature');
      let upstream: globalThis.Response;
      try {
        upstream = await fetch(`${opts.commerceInternalUrl}/webhooks/stripe`, {
          method: 'POST',
          headers: {
            'content-type': req.header('content-type') ?? 'application/json',
            ...(signature ? { 'stripe-signature': signature } : {}),
          },
          body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
          signal: AbortSignal.timeout(30_000),
        });
      } catch (err) {
        opts.log.error({ err }, 'commerce unreachable for a stripe webhook');
        res.status(503).json({ message: 'Service temporarily unavailable. Please try again.' });
        return;
      }
      res
        .status(upstream.status)
        .type('application/json')
        .send(await upstream.text());
    },
  );
  return router;
}
