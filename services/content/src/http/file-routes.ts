import { randomUUID } from 'node:crypto';
import type { Express, Request, Response } from 'express';
import { IDENTITY_HEADER, Topics, eventsFor, verifyIdentity, type Identity, type Logger } from '@faithcraft/lib';
import type { DownloadFormat } from '../data/download-model.js';
import type { ImageDoc } from '../data/image-model.js';
import type { Stores } from '../data/stores.js';
import { safeFileName } from '../domain/file-name.js';
import { imageDownloaded } from '../events/image-events.js';
import type { Library } from '../library/library.js';
import { toJpeg, toPdf } from '../render/index.js';
import type { ObjectStore } from '../storage/object-store.js';

const FORMATS: DownloadFormat[] = ['png', 'jpg', 'pdf'];
const NOT_FOUND = { message: 'Image not found' };
const GONE = { message: 'This image file is no longer available' };

export interface FileRouteDeps {
  models: Stores;
  library: Library;
  store: ObjectStore;
  identitySecret: string;
  log: Logger;
}

/**
 * Image files behind the gateway's `/media/images/...` and `/api/images/:id/download/:format`.
 * The caller is the signed identity the gateway forwards; access is checked here, and a private
 * image answers 404 to anyone who may not see it, so its existence never leaks.
 */
export function fileRoutes(deps: FileRouteDeps) {
  const identity = (req: Request): Identity | null => verifyIdentity(req.header(IDENTITY_HEADER), deps.identitySecret);

  const guarded =
    (handler: (req: Request, res: Response) => Promise<void>) =>
    async (req: Request, res: Response): Promise<void> => {
      try {
        await handler(req, res);
      } catch (err) {
        deps.log.error({ err, path: req.path }, 'file request failed');
        if (!res.headersSent) res.status(503).json({ message: 'Service temporarily unavailable. Please try again.' });
        else res.destroy();
      }
    };

  const serve = async (res: Response, image: ImageDoc, key: string | null, contentType: string) => {
    const opened = key && !image.isExpired ? await deps.store.open(key) : null;
    if (!opened) {
      res.status(404).json(GONE);
      return;
    }
    res.setHeader('Content-Type', contentType);
    res.setHeader('Content-Length', String(opened.size));
    res.setHeader('Cache-Control', image.isPublic ? 'public, max-age=86400' : 'private, max-age=300');
    opened.stream.on('error', () => res.destroy());
    opened.stream.pipe(res);
  };

  return (app: Express): void => {
    app.get(
      '/files/images/:file',
      guarded(async (req, res) => {
        const match = /^([\w-]{1,64})\.png$/.exec(String(req.params['file']));
        const image = match ? await deps.library.viewable(match[1]!, identity(req)) : null;
        if (!image || image.status !== 'completed') {
          res.status(404).json(NOT_FOUND);
          return;
        }
        await serve(res, image, image.storageKey, 'image/png');
      }),
    );

    app.get(
      '/files/images/:id/thumb.jpg',
      guarded(async (req, res) => {
        const image = await deps.library.viewable(String(req.params['id']), identity(req));
        if (!image || image.status !== 'completed') {
          res.status(404).json(NOT_FOUND);
          return;
        }
        await serve(res, image, image.thumbnailKey, 'image/jpeg');
      }),
    );

    app.get(
      '/files/images/:id/download/:format',
      guarded(async (req, res) => {
        const viewer = identity(req);
        const id = String(req.params['id']);
        const format = String(req.params['format']).toLowerCase() as DownloadFormat;
        if (!FORMATS.includes(format)) {
          res.status(400).json({ message: 'Format must be png, jpg or pdf' });
          return;
        }
        if (!viewer) {
          res.status(401).json({ message: 'Unauthorized' });
          return;
        }
        const access = await deps.library.downloadable(id, viewer);
        if (!access.allowed) {
          if (access.image) res.status(403).json({ message: 'Please purchase this image to download it' });
          else res.status(404).json(NOT_FOUND);
          return;
        }
        const image = access.image;
        if (image.status !== 'completed') {
          res.status(409).json({ message: 'This image is not ready yet' });
          return;
        }
        const png = image.storageKey && !image.isExpired ? await deps.store.read(image.storageKey) : null;
        if (!png) {
          res.status(404).json(GONE);
          return;
        }
        const page = req.query['page'] === 'a4' ? 'a4' : 'letter';
        const body =
          format === 'png'
            ? png
            : format === 'jpg'
              ? await toJpeg(png)
              : await toPdf(png, { pageSize: page, title: image.title });
        await recordDownload(deps, image, viewer, format);
        const name = safeFileName(image.title, format);
        res.setHeader(
          'Content-Type',
          format === 'png' ? 'image/png' : format === 'jpg' ? 'image/jpeg' : 'application/pdf',
        );
        res.setHeader('Content-Length', String(body.length));
        res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
        res.setHeader('Cache-Control', 'private, no-store');
        res.end(body);
      }),
    );
  };
}

async function recordDownload(deps: FileRouteDeps, image: ImageDoc, viewer: Identity, format: DownloadFormat) {
  const at = new Date();
  const id = randomUUID();
  await deps.models.downloads.create(
    { _id: id, userId: viewer.userId, imageId: image._id, imageTitle: image.title, format, createdAt: at },
    eventsFor(Topics.content, imageDownloaded(image, { id, userId: viewer.userId, format, at })),
  );
  await deps.models.images.apply(image._id, { $inc: { downloadCount: 1 } });
}
