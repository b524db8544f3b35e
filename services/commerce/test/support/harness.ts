// The commerce service in-process against the real database and broker, with a tiny real HTTP
// server speaking content's offer contract (GET /internal/images/:id/offer, contract 3b), and
// helpers that call the subgraph the way the gateway does (signed identity header).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import {
  IDENTITY_HEADER,
  SERVICE_TOKEN_HEADER,
  Topics,
  signIdentity,
  verifyServiceToken,
  type CloudEvent,
} from '@faithcraft/lib';
import { readEnvironment } from '../../src/environment';
import { startCommerceService, type Service } from '../../src/index';
import type { ImageOffer } from '../../src/purchases/offer-client';
import { readTopic, testSettings, unique } from '../../../../test/support/kit';

export const SECRET = 'int-test-internal-secret-0123456789';

export interface OfferServer {
  url: string;
  offers: Map<string, ImageOffer>;
  /** A public, for-sale, completed image of `ownerId` at `priceCents`. */
  add(ownerId: string, priceCents: number, patch?: Partial<ImageOffer>): ImageOffer;
  close(): Promise<void>;
}

export async function startOfferServer(): Promise<OfferServer> {
  const offers = new Map<string, ImageOffer>();
  const server: Server = createServer((req, res) => {
    const match = /^\/internal\/images\/([^/]+)\/offer$/.exec(req.url ?? '');
    if (!match || req.method !== 'GET') return void res.writeHead(404).end();
    if (verifyServiceToken(req.headers[SERVICE_TOKEN_HEADER] as string | undefined, SECRET) !== 'commerce')
      return void res.writeHead(401).end();
    const offer = offers.get(decodeURIComponent(match[1]!));
    res.writeHead(offer ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(offer ?? { error: 'Image not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    offers,
    add(ownerId, priceCents, patch = {}) {
      const offer: ImageOffer = {
        imageId: unique('img'),
        ownerId,
        title: 'Nephi builds a ship',
        isPublic: true,
        isForSale: true,
        priceCents,
        currency: 'usd',
        generationStatus: 'completed',
        ...patch,
      };
      offers.set(offer.imageId, offer);
      return offer;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface GqlAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export interface TestCommerce {
  service: Service;
  baseUrl: string;
  gql<T = Record<string, unknown>>(query: string, variables?: object, userId?: string | null): Promise<GqlAnswer<T>>;
  /** This service's events about `subject` on the commerce topic, oldest first. */
  events(subject: string): Promise<CloudEvent[]>;
  stop(): Promise<void>;
}

export async function startCommerce(offerUrl: string, extraEnv: Record<string, string> = {}): Promise<TestCommerce> {
  const settings = testSettings();
  const dbName = unique('commerce');
  const service = await startCommerceService(
    readEnvironment({
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      COMMERCE_PORT: '0',
      MONGO_URL: settings.mongoUrl,
      COMMERCE_DB: dbName,
      KAFKA_BROKERS: settings.kafkaBrokers.join(','),
      INTERNAL_SECRET: SECRET,
      CONTENT_INTERNAL_URL: offerUrl,
      ...extraEnv,
    }),
  );
  const gql = async <T>(query: string, variables: object = {}, userId: string | null = null) => {
    const identity = userId ? signIdentity({ userId, role: 'user', sessionId: unique('s') }, SECRET) : null;
    const res = await fetch(service.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(identity ? { [IDENTITY_HEADER]: identity } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as GqlAnswer<T>;
  };
  return {
    service,
    baseUrl: service.url.replace(/\/graphql$/, ''),
    gql,
    events: async (subject) =>
      (await readTopic(Topics.commerce, (m) => m.key?.toString() === subject)).map(
        (m) => JSON.parse(m.value!.toString()) as CloudEvent,
      ),
    async stop() {
      await service.stop();
      const db = await mongoose.createConnection(settings.mongoUrl, { dbName }).asPromise();
      await db.dropDatabase();
      await db.close();
    },
  };
}

export const CARD_4242 = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2034, cvc: '123' };
export const card = (number: string) => ({ ...CARD_4242, number });

export const CONFIRM = `mutation ($clientSecret: String!, $card: SandboxCardInput!) {
  confirmSandboxPayment(clientSecret: $clientSecret, card: $card) { status error { message } }
}`;
