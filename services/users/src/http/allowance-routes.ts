import { requireServiceToken, type Logger } from '@faithcraft/lib';
import express, { type Express } from 'express';
import type { AllowanceService } from '../accounts/allowance-service.js';

const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 100;

/**
 * `POST /internal/allowance/reserve` for the content service: before a generation starts it
 * reserves one of the owner's generations (spec 000 §5), so the limit is enforced by its owner.
 */
export function allowanceRoutes(allowance: AllowanceService, internalSecret: string, log: Logger) {
  return (app: Express): void => {
    app.post(
      '/internal/allowance/reserve',
      requireServiceToken(internalSecret),
      express.json({ limit: '4kb' }),
      async (req, res) => {
        const { userId, imageId } = (req.body ?? {}) as Record<string, unknown>;
        if (!isId(userId) || !isId(imageId)) {
          res.status(400).json({ message: 'userId and imageId are required' });
          return;
        }
        try {
          const result = await allowance.reserve(userId, imageId);
          if (!result) res.status(404).json({ message: 'User not found' });
          else res.json(result);
        } catch (err) {
          log.error({ err, userId, imageId }, 'allowance reservation failed');
          res.status(503).json({ message: 'Service temporarily unavailable. Please try again.' });
        }
      },
    );
  };
}
