// Test helpers for the content service's integration tier: a real service in-process (own
// database, consumer groups, MinIO bucket prefix per run), the users service's allowance contract
// served by a tiny real HTTP server (a test double for another service's API), and callers that
// sign identities the way the gateway does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import mongoose from 'mongoose';
import {
  IDENTITY_HEADER,
  SERVICE_TOKEN_HEADER,
  signIdentity,
  verifyServiceToken,
  type Identity,
} from '@faithcraft/lib';
import { testSettings, unique } from '../../../test/support/kit';
import { readEnvironment, type Environment } from '../src/environment';
import { ImageIndex } from '../src/search/image-index';
import { startContentService as startService, type Service } from '../src/index';

process.env['KAFKAJS_NO_PARTITIONER_WARNING'] = '1';

export const SECRET = 'content-int-test-secret-0123456789';

export function contentEnv(suffix: string, extra: Record<string, string> = {}): Environment {
  const s = testSettings();
  return readEnvironment({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    MONGO_URL: s.mongoUrl,
    KAFKA_BROKERS: s.kafkaBrokers.join(','),
    CONTENT_DB: `content_${suffix}`,
    CONTENT_PORT: '0',
    CONTENT_WORKER_GROUP: `content-worker_${suffix}`,
    CONTENT_CONSUMER_GROUP: `content_${suffix}`,
    CONTENT_SEARCH_GROUP: `content-search_${suffix}`,
    SEARCH_URL: s.searchUrl,
    SEARCH_INDEX: `content_${suffix}`.toLowerCase(),
    INTERNAL_SECRET: SECRET,
    MINIO_ENDPOINT: s.minio.endPoint,
    MINIO_PORT: String(s.minio.port),
    MINIO_ACCESS_KEY: s.minio.accessKey,
    MINIO_SECRET_KEY: s.minio.secretKey,
    OUTBOX_POLL_INTERVAL_MS: '300',
    ...extra,
  });
}

/** Sessions of the identities made by `user()`: the users service's session lookup answers from them. */
const sessions = new Map<string, { userId: string; role: string }>();

/**
 * The users service's contracts: reserve grants `limit` generations per user, then refuses; the
 * session lookup (the admin policy's fresh role check) answers for identities made by `user()`.
 */
export async function startAllowanceServer(
  limit = 5,
): Promise<{ url: string; calls: { userId: string; imageId: string }[]; close(): Promise<void> }> {
  const calls: { userId: string; imageId: string }[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (verifyServiceToken(req.headers[SERVICE_TOKEN_HEADER] as string, SECRET) !== 'content') {
        res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthorized"}');
        return;
      }
      const session = /^\/internal\/sessions\/([^/]+)$/.exec(req.url ?? '');
      if (session && req.method === 'GET') {
        const found = sessions.get(decodeURIComponent(session[1]!));
        if (found) res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found));
        else res.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Session not found"}');
        return;
      }
      if (req.url !== '/internal/allowance/reserve' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(raw) as { userId: string; imageId: string };
      calls.push(body);
      const used = calls.filter((c) => c.userId === body.userId).length;
      const answer =
        used <= limit
          ? { granted: true, unlimited: false }
          : {
              granted: false,
              message: "You've used all your free generations. Upgrade to the Family Plan for unlimited access.",
            };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

export const user = (role = 'user'): Identity => {
  const identity = { userId: unique('u'), role, sessionId: unique('s') };
  sessions.set(identity.sessionId, { userId: identity.userId, role });
  return identity;
};

/** The role the users service now holds for this identity's session (the token keeps the old one). */
export const changeRole = (identity: Identity, role: string): void => {
  sessions.set(identity.sessionId, { userId: identity.userId, role });
};

export function caller(service: Service, identity: Identity | null) {
  const base = service.url.replace(/\/graphql$/, '');
  const headers = (): Record<string, string> => (identity ? { [IDENTITY_HEADER]: signIdentity(identity, SECRET) } : {});
  return {
    async graphql<T = Record<string, unknown>>(query: string, variables: object = {}) {
      const res = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers() },
        body: JSON.stringify({ query, variables }),
      });
      return (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
    },
    get: (path: string) => fetch(`${base}${path}`, { headers: headers() }),
    post: (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers() },
        body: JSON.stringify(body),
      }),
  };
}

export const IMAGE = `id title category contentType generationStatus failureReason imageUrl thumbnailUrl isPublic isForSale priceCents downloadCount ownerId isFavorite`;

export const GENERATE = `mutation($i: GenerateImageInput!) { generateImage(input: $i) { ${IMAGE} } }`;

export async function dropDatabase(name: string): Promise<void> {
  const db = await mongoose.createConnection(testSettings().mongoUrl, { dbName: name }).asPromise();
  await db.dropDatabase();
  await db.close();
}

export const samplePng = (w = 64, h = 64) =>
  sharp({ create: { width: w, height: h, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();

/** A local HTTP server that serves what `routes` says (images for migration, fakes for providers). */
export async function startHttp(
  handler: (path: string, body: string, method: string) => { status: number; type?: string; body?: Buffer | string },
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const out = handler(req.url ?? '/', raw, req.method ?? 'GET');
      res.writeHead(out.status, out.type ? { 'content-type': out.type } : {});
      res.end(out.body ?? '');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

/** The service under test; stopping it also drops its search index (one per test file, in a shared OpenSearch). */
export async function startContentService(env: Environment): Promise<Service> {
  const service = await startService(env);
  const stop = service.stop.bind(service);
  service.stop = async () => {
    await stop();
    const index = ImageIndex.connect(env.SEARCH_URL, env.SEARCH_INDEX, service.log);
    await index.drop().catch(() => undefined);
    await index.close();
  };
  return service;
}

export type { Service };
