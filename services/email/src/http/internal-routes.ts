import { requireServiceToken, type Logger } from '@faithcraft/lib';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { TransactionalMail } from '../mail/transactional-mail.js';

/**
 * Endpoints for other services only (the gateway does not expose them). The service token is
 * checked before the body is even read.
 */
export function internalRoutes(mail: TransactionalMail, internalSecret: string, log: Logger) {
  return (app: Express): void => {
    app.post(
      '/internal/mail/transactional',
      requireServiceToken(internalSecret),
      express.json({ limit: '64kb' }),
      async (req: Request, res: Response) => {
        try {
          const outcome = await mail.send(req.body);
          if (outcome.status === 202) res.status(202).json({ messageId: outcome.messageId });
          else res.status(outcome.status).json({ message: outcome.message });
        } catch (err) {
          log.error({ err }, 'transactional mail request failed');
          res.status(503).json({ message: 'Service temporarily unavailable. Please try again.' });
        }
      },
    );
    // A body that is not JSON (or too large) gets a short answer, never the default HTML with a stack.
    app.use('/internal', (err: unknown, _req: Request, res: Response, next: NextFunction) => {
      const status = (err as { status?: number }).status;
      if (!status || status >= 500) return next(err);
      res.status(status).json({ message: status === 413 ? 'Request is too large' : 'Request body must be JSON' });
    });
  };
}
