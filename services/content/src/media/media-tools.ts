import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { Stores } from '../data/stores.js';
import type { ObjectStore } from '../storage/object-store.js';
import { RemoteImageError, fetchRemoteImage } from '../storage/safe-fetch.js';

export const MAX_BATCH_UPLOADS = 20;
const DOWNLOAD_URL_SECONDS = 300;
const FORMATS = ['png', 'jpg', 'webp'] as const;
type Format = (typeof FORMATS)[number];
const CONTENT_TYPE: Record<Format, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** A tool call the caller got wrong or that could not be done; the message is shown to the admin. */
export class ToolError extends Error {
  override name = 'ToolError';
}

export const capabilities = {
  name: 'faithcraft-media',
  version: '1.0.0',
  methods: [
    {
      name: 'upload',
      description:
        'Copy an image from a URL into permanent storage (params imageUrl, folder, publicId, quality, format).',
    },
    {
      name: 'batchUpload',
      description: `Upload up to ${MAX_BATCH_UPLOADS} images at once (params uploads: a list of upload params).`,
    },
    { name: 'healthCheck', description: 'Check that the storage bucket answers (result.status healthy or unhealthy).' },
    {
      name: 'createDownloadUrls',
      description: `Short-lived (${DOWNLOAD_URL_SECONDS / 60} min) download links for a stored file or image (params publicId).`,
    },
    { name: 'getInfo', description: 'Size and type of a stored file (params publicId).' },
  ],
};

const slug = (v: unknown, fallback: string) => {
  const s =
    typeof v === 'string'
      ? v
          .toLowerCase()
          .replace(/[^a-z0-9_-]+/g, '-')
          .replace(/^-+|-+$/g, '')
          .slice(0, 60)
      : '';
  return s || fallback;
};

const mediaKey = (publicId: string) => `media/${publicId}`;

/** Spec 001 §7 media-service tools, on MinIO. Only admins reach this (checked by the route). */
export class MediaTools {
  constructor(
    private readonly deps: { store: ObjectStore; models: Stores; allowPrivateUrls: boolean; publicUrl: string },
  ) {}

  async call(method: string, params: Record<string, unknown>): Promise<unknown> {
    switch (method) {
      case 'upload':
        return this.upload(params);
      case 'batchUpload':
        return this.batchUpload(params);
      case 'healthCheck':
        return this.healthCheck();
      case 'createDownloadUrls':
        return this.createDownloadUrls(params);
      case 'getInfo':
        return this.getInfo(params);
      default:
        throw new ToolError(
          `Unknown method "${method.slice(0, 40)}". Known: ${capabilities.methods.map((m) => m.name).join(', ')}`,
        );
    }
  }

  async upload(params: Record<string, unknown>) {
    const imageUrl = typeof params['imageUrl'] === 'string' ? params['imageUrl'].trim() : '';
    if (!imageUrl) throw new ToolError('imageUrl is required');
    const requested = (typeof params['format'] === 'string' ? params['format'] : 'png')
      .toLowerCase()
      .replace('jpeg', 'jpg');
    const format = (FORMATS as readonly string[]).includes(requested) ? (requested as Format) : null;
    if (!format) throw new ToolError('format must be png, jpg or webp');
    const qualityRaw = params['quality'] === undefined || params['quality'] === 'auto' ? 90 : Number(params['quality']);
    if (!Number.isInteger(qualityRaw) || qualityRaw < 1 || qualityRaw > 100)
      throw new ToolError('quality must be 1-100');
    const publicId = `${slug(params['folder'], 'uploads')}/${slug(params['publicId'], randomUUID())}`;

    let fetched;
    try {
      fetched = await fetchRemoteImage(imageUrl, { allowPrivate: this.deps.allowPrivateUrls });
    } catch (err) {
      throw new ToolError(err instanceof RemoteImageError ? err.message : 'The image could not be downloaded');
    }
    let body: Buffer;
    try {
      const img = sharp(fetched.body, { limitInputPixels: 50_000_000 });
      body =
        format === 'png'
          ? await img.png().toBuffer()
          : format === 'jpg'
            ? await img.flatten({ background: '#ffffff' }).jpeg({ quality: qualityRaw }).toBuffer()
            : await img.webp({ quality: qualityRaw }).toBuffer();
    } catch {
      throw new ToolError('The file at imageUrl is not a readable image');
    }
    await this.deps.store.put(mediaKey(publicId), body, CONTENT_TYPE[format]);
    return { url: `${this.deps.publicUrl}/media/library/${publicId}`, publicId, bytes: body.length, format };
  }

  async batchUpload(params: Record<string, unknown>) {
    const uploads = params['uploads'];
    if (!Array.isArray(uploads) || uploads.length === 0) throw new ToolError('uploads must be a non-empty list');
    if (uploads.length > MAX_BATCH_UPLOADS) throw new ToolError(`At most ${MAX_BATCH_UPLOADS} uploads at once`);
    const results = [];
    for (const item of uploads) {
      const p = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
      try {
        results.push({ success: true, ...(await this.upload(p)) });
      } catch (err) {
        results.push({ success: false, imageUrl: p['imageUrl'] ?? null, error: (err as Error).message });
      }
    }
    return results;
  }

  async healthCheck() {
    const healthy = await this.deps.store.healthy();
    return {
      status: healthy ? 'healthy' : 'unhealthy',
      bucket: this.deps.store.bucket,
      checkedAt: new Date().toISOString(),
    };
  }

  /** A publicId is a media file (`folder/name`) or an image id (its PNG and thumbnail). */
  private async keysFor(publicId: string): Promise<{ name: string; key: string }[]> {
    const image = await this.deps.models.images.findById(publicId);
    if (image?.storageKey) {
      return [
        { name: 'png', key: image.storageKey },
        ...(image.thumbnailKey ? [{ name: 'thumbnail', key: image.thumbnailKey }] : []),
      ];
    }
    if (!/^[a-z0-9_-]+\/[a-z0-9_-]+$/.test(publicId)) return [];
    return (await this.deps.store.exists(mediaKey(publicId))) ? [{ name: 'file', key: mediaKey(publicId) }] : [];
  }

  async createDownloadUrls(params: Record<string, unknown>) {
    const publicId = typeof params['publicId'] === 'string' ? params['publicId'] : '';
    if (!publicId) throw new ToolError('publicId is required');
    const keys = await this.keysFor(publicId);
    if (!keys.length) throw new ToolError(`Nothing is stored under "${publicId.slice(0, 80)}"`);
    const expiresAt = new Date(Date.now() + DOWNLOAD_URL_SECONDS * 1000).toISOString();
    return {
      publicId,
      expiresAt,
      urls: Object.fromEntries(
        await Promise.all(
          keys.map(async ({ name, key }): Promise<[string, string]> => [
            name,
            await this.deps.store.presignedGet(key, DOWNLOAD_URL_SECONDS),
          ]),
        ),
      ),
    };
  }

  async getInfo(params: Record<string, unknown>) {
    const publicId = typeof params['publicId'] === 'string' ? params['publicId'] : '';
    const [first] = await this.keysFor(publicId);
    if (!first) throw new ToolError(`Nothing is stored under "${publicId.slice(0, 80)}"`);
    const opened = await this.deps.store.open(first.key);
    opened?.stream.destroy();
    return { publicId, key: first.key, bytes: opened?.size ?? 0 };
  }
}
