import express, { type Express, type Request, type Response } from 'express';
import type { Logger } from '@faithcraft/lib';
import type { StripeWebhooks } from '../payments/stripe-webhooks.js';

/**
 * `POST /webhooks/stripe` (the gateway forwards `/api/webhooks/stripe` here with the raw body):
 * the signature is computed over the exact bytes, so the body is never parsed before it is verified.
 */
export function webhookRoutes(webhooks: StripeWebhooks | null, log: Logger) {
  return (app: Express): void => {
    app.post(
      '/webhooks/stripe',
      express.raw({ type: () => true, limit: '1mb' }),
      async (req: Request, res: Response) => {
        if (!webhooks) {
          res.status(404).json({ message: 'Stripe webhooks are not configured' });
          return;
        }
        try {
          const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
          const answer = await webhooks.receive(body, req.header('stripe-signature'));
          res.status(answer.status).json(answer.body);
        } catch (err) {
          // Stripe redelivers on any non-2xx answer: an outage here is retried, never lost.
          log.error({ err }, 'stripe webhook failed');
          res.status(503).json({ message: 'Service temporarily unavailable. Please try again.' });
        }
      },
    );
  };
}
