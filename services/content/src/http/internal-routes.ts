import type { Express } from 'express';
import { requireServiceToken, type Logger } from '@faithcraft/lib';
import type { Stores } from '../data/stores.js';

/**
 * Endpoints for other services only (the gateway does not expose them). `GET
 * /internal/images/:id/offer` gives commerce an image's sale terms, read at purchase start and again
 * at completion, so the price paid is always the server's.
 */
export function internalRoutes(deps: { models: Stores; internalSecret: string; log: Logger }) {
  return (app: Express): void => {
    app.get('/internal/images/:id/offer', requireServiceToken(deps.internalSecret), async (req, res) => {
      try {
        const image = await deps.models.images.findById(String(req.params['id']));
        if (!image) {
          res.status(404).json({ error: 'Image not found' });
          return;
        }
        res.json({
          imageId: image._id,
          ownerId: image.ownerId,
          title: image.title,
          isPublic: image.isPublic,
          isForSale: image.isForSale,
          priceCents: image.priceCents,
          currency: 'usd',
          generationStatus: image.status,
        });
      } catch (err) {
        deps.log.error({ err }, 'offer lookup failed');
        res.status(503).json({ error: 'Service temporarily unavailable. Please try again.' });
      }
    });
  };
}
