import { requireServiceToken, type Logger } from '@faithcraft/lib';
import express, { type Express, type Request, type Response } from 'express';
import type { AllowanceService } from '../accounts/allowance-service.js';

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100;

/**
 * For the content service: `POST /internal/allowance/reserve` before a generation starts reserves
 * one of the owner's generations (spec 000 §5), so the limit is enforced by its owner;
 * `POST /internal/allowance/release` gives a hold back when the generation will never run.
 */
export function allowanceRoutes(allowance: AllowanceService, internalSecret: string, log: Logger) {
  const route =
    (action: 'reserve' | 'release') =>
    async (req: Request, res: Response): Promise<void> => {
      const { userId, imageId } = (req.body ?? {}) as Record<string, unknown>;
      if (!isId(userId) || !isId(imageId)) {
        res.status(400).json({ message: 'userId and imageId are required' });
        return;
      }
      try {
        if (action === 'release') {
          res.json({ released: await allowance.release(userId, imageId) });
          return;
        }
        const result = await allowance.reserve(userId, imageId);
        if (!result) res.status(404).json({ message: 'User not found' });
        else res.json(result);
      } catch (err) {
        log.error({ err, userId, imageId, action }, 'allowance change failed');
        res.status(503).json({ message: 'Service temporarily unavailable. Please try again.' });
      }
    };
  const guard = requireServiceToken(internalSecret);
  const body = express.json({ limit: '4kb' });
  return (app: Express): void => {
    app.post('/internal/allowance/reserve', guard, body, route('reserve'));
    app.post('/internal/allowance/release', guard, body, route('release'));
  };
}
