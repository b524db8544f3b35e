import type { Readable } from 'node:stream';
import { Client } from 'minio';

export interface ObjectStoreSettings {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
}

export const imageKey = (ownerId: string, imageId: string): string => `images/${ownerId}/${imageId}.png`;
export const thumbnailKey = (ownerId: string, imageId: string): string => `images/${ownerId}/${imageId}/thumb.jpg`;

/** MinIO behind the few operations the service needs; every image is kept in one bucket. */
export class ObjectStore {
  private readonly client: Client;
  readonly bucket: string;

  constructor(settings: ObjectStoreSettings) {
    this.client = new Client({
      endPoint: settings.endPoint,
      port: settings.port,
      useSSL: settings.useSSL,
      accessKey: settings.accessKey,
      secretKey: settings.secretKey,
    });
    this.bucket = settings.bucket;
  }

  /** Creates the bucket when missing (a fresh deployment); true when it is usable. */
  async ensureBucket(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) await this.client.makeBucket(this.bucket);
  }

  async healthy(): Promise<boolean> {
    try {
      return await this.client.bucketExists(this.bucket);
    } catch {
      return false;
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket, key, body, body.length, { 'Content-Type': contentType });
  }

  /** The object's stream and size, or null when it does not exist. */
  async open(key: string): Promise<{ stream: Readable; size: number; contentType: string } | null> {
    try {
      const stat = await this.client.statObject(this.bucket, key);
      const contentType = String(stat.metaData?.['content-type'] ?? 'application/octet-stream');
      return { stream: await this.client.getObject(this.bucket, key), size: stat.size, contentType };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async read(key: string, maxBytes = 50 * 1024 * 1024): Promise<Buffer | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    if (opened.size > maxBytes) {
      opened.stream.destroy();
      throw new Error(`object ${key} is larger than ${maxBytes} bytes`);
    }
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.statObject(this.bucket, key);
      return true;
    } catch (err) {
      if (isNotFound(err)) return false;
      throw err;
    }
  }

  async remove(keys: string[]): Promise<void> {
    if (keys.length) await this.client.removeObjects(this.bucket, keys);
  }

  presignedGet(key: string, expirySeconds: number): Promise<string> {
    return this.client.presignedGetObject(this.bucket, key, expirySeconds);
  }
}

function isNotFound(err: unknown): boolean {
  const code = (err as { code?: string }).code;
  return code === 'NotFound' || code === 'NoSuchKey' || code === 'NoSuchObject';
}
