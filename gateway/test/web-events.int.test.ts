// POST /api/events through a real gateway, with the real users service (sessions) and Kafka: what is
// accepted lands on faithcraft.web-analytics.v1 with the visitor and the session's user; what is
// refused (invalid, too big, too many, too fast, cross-site, broker down) publishes nothing.
import { createServer } from 'node:net';
import { Topics, parseEnvelope, type VisitorEventV1 } from '@faithcraft/lib';
import type { KafkaMessage } from 'kafkajs';
import { startGateway, type RunningGateway } from '../src/app';
import { readEnvironment } from '../src/environment';
import { VISITOR_COOKIE } from '../src/http/web-events';
import { ApiClient } from '../../test/support/http';
import { readTopic, testSettings, unique } from '../../test/support/kit';
import {
  INTERNAL_SECRET,
  SESSION_SECRET,
  startTestUsers,
  type TestUsers,
} from '../../services/users/test/support/harness';

let users: TestUsers;
const gateways: RunningGateway[] = [];

async function gateway(env: Record<string, string> = {}): Promise<ApiClient & { url: string }> {
  const running = await startGateway(
    readEnvironment({
      NODE_ENV: 'test',
      LOG_LEVEL: 'fatal',
      GATEWAY_PORT: '0',
      SESSION_SECRET,
      INTERNAL_SECRET,
      USERS_INTERNAL_URL: users.baseUrl,
      SUBGRAPH_USERS_URL: `${users.baseUrl}/graphql`,
      KAFKA_BROKERS: testSettings().kafkaBrokers.join(','),
      ...env,
    }),
  );
  gateways.push(running);
  return Object.assign(new ApiClient(running.url), { url: running.url });
}

const visitorEvents = async (visitorId: string): Promise<VisitorEventV1[]> =>
  (await readTopic(Topics.webAnalytics, (m: KafkaMessage) => m.key?.toString() === visitorId)).map(
    (m) => parseEnvelope(m.value) as VisitorEventV1,
  );

const post = (client: ApiClient, body: unknown, headers: Record<string, string> = {}) =>
  client.request('POST', '/api/events', body, headers);

const pageView = (path = '/marketplace') => ({ name: 'page_view', path });

beforeAll(async () => {
  users = await startTestUsers({});
});

afterAll(async () => {
  for (const g of gateways) await g.stop();
  await users?.stop();
});

describe('POST /api/events', () => {
  let client: ApiClient;
  beforeAll(async () => {
    client = await gateway();
  });

  it('publishes one VisitorEvent.v1 per event, keyed by a new first-party visitor id', async () => {
    const visitor = new ApiClient(client.baseUrl);
    const occurredAt = new Date(Date.now() - 5_000).toISOString();
    const res = await post(visitor, {
      events: [
        { name: 'page_view', path: '/reset-password?token=secret#x', occurredAt },
        { name: 'download', path: '/library', params: { content_type: 'coloring', format: 'pdf' } },
      ],
    });
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ accepted: 2 });
    const setCookie = res.headers.getSetCookie().find((c) => c.startsWith(`${VISITOR_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=31536000/);
    const visitorId = visitor.cookie(VISITOR_COOKIE)!;
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);

    const events = await visitorEvents(visitorId);
    expect(events.map((e) => [e.type, e.source, e.subject])).toEqual([
      ['VisitorEvent.v1', '/faithcraft/gateway', visitorId],
      ['VisitorEvent.v1', '/faithcraft/gateway', visitorId],
    ]);
    expect(events.map((e) => e.data)).toEqual([
      { visitorId, userId: null, name: 'page_view', path: '/reset-password', params: {}, occurredAt },
      {
        visitorId,
        userId: null,
        name: 'download',
        path: '/library',
        params: { content_type: 'coloring', format: 'pdf' },
        occurredAt: expect.any(String),
      },
    ]);
  });

  it("keeps the visitor's id across requests and adds the signed-in user's id from the session", async () => {
    const visitor = new ApiClient(client.baseUrl);
    expect((await post(visitor, { events: [pageView('/subscribe')] })).status).toBe(202);
    const visitorId = visitor.cookie(VISITOR_COOKIE)!;
    const signUp = await visitor.request('POST', '/api/auth/signup', {
      email: `${unique('visitor')}@example.com`,
      password: 'password1',
    });
    expect(signUp.status).toBe(201);
    const { id: userId } = (await signUp.json()) as { id: string };

    const res = await post(visitor, {
      events: [{ name: 'free_account_signup', path: '/subscribe' }, pageView('/generator')],
    });
    expect(res.status).toBe(202);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${VISITOR_COOKIE}=`))).toBe(false);

    const events = await visitorEvents(visitorId);
    expect(events.map((e) => [e.data.name, e.data.userId])).toEqual([
      ['page_view', null],
      ['free_account_signup', userId],
      ['page_view', userId],
    ]);
  });

  it('reads a beacon (text/plain) and replaces a forged or unbelievable visitor id and time', async () => {
    const res = await fetch(`${client.baseUrl}/api/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', cookie: `${VISITOR_COOKIE}=short` },
      body: JSON.stringify({ events: [{ ...pageView('/'), occurredAt: '2001-01-01T00:00:00Z' }] }),
    });
    expect(res.status).toBe(202);
    const visitorId = /fc_vid=([^;]+)/.exec(res.headers.getSetCookie().join(';'))?.[1];
    expect(visitorId).toMatch(/^[0-9a-f-]{36}$/);
    const [event] = await visitorEvents(visitorId!);
    expect(Date.now() - Date.parse(event!.data.occurredAt)).toBeLessThan(60_000);
  });

  it.each([
    [
      'an unknown name',
      { events: [{ name: 'hack', path: '/' }] },
      /events\.0\.name: Please choose a known event name: page_view, /,
    ],
    [
      'a path that is not a path',
      { events: [{ name: 'page_view', path: 'https://x.example/' }] },
      /events\.0\.path: A path starts with \//,
    ],
    ['nested params', { events: [{ name: 'purchase', path: '/', params: { value: { cents: 1 } } }] }, /params\.value/],
    [
      'too many events',
      { events: Array.from({ length: 21 }, () => pageView()) },
      /^events: Too many events in one request: at most 20$/,
    ],
    ['no events', { events: [] }, /^events: No events to record$/],
    ['a body that is not the batch', { page: '/' }, /^events: The body must be \{"events": \[\.\.\.\]\}$/],
  ])('refuses %s with 400 and publishes nothing', async (_what, body, message) => {
    const visitor = new ApiClient(client.baseUrl);
    const res = await post(visitor, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(message);
    expect(await visitorEvents(visitor.cookie(VISITOR_COOKIE)!)).toEqual([]);
  });

  it('refuses a body over 16 KB and one that is not JSON with 400, publishing nothing', async () => {
    const visitor = new ApiClient(client.baseUrl);
    const big = await post(visitor, { events: [{ ...pageView(), params: { a: 'x'.repeat(17 * 1024) } }] });
    expect(big.status).toBe(400);
    expect(await big.json()).toEqual({ message: 'The events are too large: at most 16 KB per request' });
    const garbled = await visitor.request('POST', '/api/events', undefined, { 'content-type': 'text/plain' });
    expect(garbled.status).toBe(400);
    const visitorId = visitor.cookie(VISITOR_COOKIE);
    if (visitorId) expect(await visitorEvents(visitorId)).toEqual([]);
  });

  it("refuses another site's page (403) and publishes nothing", async () => {
    const visitor = new ApiClient(client.baseUrl);
    const res = await post(visitor, { events: [pageView()] }, { origin: 'https://elsewhere.example' });
    expect(res.status).toBe(403);
    expect(visitor.cookie(VISITOR_COOKIE)).toBeUndefined();
  });
});

describe('POST /api/events rate limits', () => {
  it('answers 429 when a visitor sends more than its share, and publishes only what was accepted', async () => {
    const limited = await gateway({ WEB_EVENTS_PER_VISITOR_PER_MINUTE: '30' });
    const visitor = new ApiClient(limited.url);
    const batch = { events: Array.from({ length: 20 }, (_, i) => pageView(`/p${i}`)) };
    expect((await post(visitor, batch)).status).toBe(202);
    const refused = await post(visitor, batch);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Too many events. Please slow down and try again in a minute.' });
    expect((await post(visitor, { events: [pageView()] })).status).toBe(202);
    expect(await visitorEvents(visitor.cookie(VISITOR_COOKIE)!)).toHaveLength(21);
  });

  it('answers 429 when the visitors of one address together send too much', async () => {
    const limited = await gateway({ WEB_EVENTS_PER_IP_PER_MINUTE: '30' });
    const batch = { events: Array.from({ length: 20 }, () => pageView()) };
    expect((await post(new ApiClient(limited.url), batch)).status).toBe(202);
    const second = new ApiClient(limited.url);
    expect((await post(second, batch)).status).toBe(429);
    expect(await visitorEvents(second.cookie(VISITOR_COOKIE)!)).toEqual([]);
  });
});

describe('POST /api/events without a broker', () => {
  it('answers 503 with a clear message (never a 500) and keeps serving', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const down = await gateway({ KAFKA_BROKERS: `127.0.0.1:${closedPort}` });
    const started = Date.now();
    const res = await post(new ApiClient(down.url), { events: [pageView()] });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Analytics is temporarily unavailable. Please try again later.' });
    expect(Date.now() - started).toBeLessThan(15_000);
    expect((await fetch(`${down.url}/healthz`)).status).toBe(200);
  });
});
