// Test harness for the users service's integration tests: the real service in-process against the
// real database and broker, a tiny real HTTP server for the email service's transactional contract,
// and helpers that call the subgraph the way the gateway does (signed identity header).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import {
  IDENTITY_HEADER,
  SERVICE_TOKEN_HEADER,
  SESSION_HEADER,
  signIdentity,
  signServiceToken,
  verifyServiceToken,
  verifySession,
  Topics,
  type Identity,
} from '@faithcraft/lib';
import { readEnvironment } from '../../src/environment';
import { startUsersService, type UsersService } from '../../src/index';
import { startNewGroupAtTopicEnds, testSettings, unique } from '../../../../test/support/kit';

export const INTERNAL_SECRET = 'dev-internal-secret-change-me-0123456789';
export const SESSION_SECRET = 'dev-session-secret-change-me-0123456789';

export interface SentMail {
  template: string;
  to: string;
  data: { firstName: string | null; resetUrl: string; expiresInMinutes: number };
}

/** The email service's `/internal/mail/transactional` contract; addresses containing "mailfail" get a 500. */
export async function startMailServer(): Promise<{ url: string; mails: SentMail[]; close(): Promise<void> }> {
  const mails: SentMail[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const token = req.headers[SERVICE_TOKEN_HEADER] as string | undefined;
      if (req.url !== '/internal/mail/transactional' || req.method !== 'POST') {
        res.writeHead(404).end();
        return;
      }
      if (verifyServiceToken(token, INTERNAL_SECRET) !== 'users') {
        res.writeHead(401).end();
        return;
      }
      const mail = JSON.parse(body) as SentMail;
      if (mail.to.includes('mailfail')) {
        res.writeHead(500).end();
        return;
      }
      mails.push(mail);
      res.writeHead(202, { 'content-type': 'application/json' }).end(JSON.stringify({ messageId: unique('msg') }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface GqlResult<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  session?: string | null;
}

export interface TestUsers {
  service: UsersService;
  baseUrl: string;
  dbName: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: object,
    identity?: Identity | null,
  ): Promise<GqlResult<T>>;
  signUp(email: string, password?: string, names?: { firstName?: string; lastName?: string }): Promise<Identity>;
  signIn(email: string, password: string): Promise<Identity | null>;
  sessionLive(identity: Identity): Promise<boolean>;
  reserve(userId: string, imageId: string, token?: string | null): Promise<{ status: number; body: unknown }>;
  stop(): Promise<void>;
}

export async function startTestUsers(opts: {
  dbName?: string;
  now?: () => Date;
  env?: Record<string, string>;
}): Promise<TestUsers> {
  const settings = testSettings();
  const dbName = opts.dbName ?? `users_${unique('int')}`;
  const env = readEnvironment({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    MONGO_URL: settings.mongoUrl,
    KAFKA_BROKERS: settings.kafkaBrokers.join(','),
    USERS_DB: dbName,
    USERS_PORT: '0',
    USERS_CONSUMER_GROUP: `users_${dbName}`,
    SEARCH_URL: settings.searchUrl,
    USERS_SEARCH_INDEX: directoryAlias(dbName),
    OUTBOX_POLL_INTERVAL_MS: '200',
    ...opts.env,
  });
  await startNewGroupAtTopicEnds(env.USERS_CONSUMER_GROUP, [Topics.content, Topics.commerce]);
  const service = await startUsersService(env, { now: opts.now });
  const baseUrl = `http://127.0.0.1:${service.port}`;

  const gql = async <T = Record<string, unknown>>(
    query: string,
    variables: object = {},
    identity: Identity | null = null,
  ): Promise<GqlResult<T>> => {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(identity ? { [IDENTITY_HEADER]: signIdentity(identity, INTERNAL_SECRET) } : {}),
      },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await res.json()) as GqlResult<T>;
    return { ...body, session: res.headers.get(SESSION_HEADER) };
  };

  const identityFrom = async (session: string | null | undefined): Promise<Identity | null> => {
    const claims = verifySession(session ?? undefined, SESSION_SECRET);
    if (!claims) return null;
    const res = await fetch(`${baseUrl}/internal/sessions/${claims.sessionId}`, {
      headers: { [SERVICE_TOKEN_HEADER]: signServiceToken('gateway', INTERNAL_SECRET) },
    });
    const live = (await res.json()) as { userId: string; role: string };
    return { userId: live.userId, role: live.role, sessionId: claims.sessionId };
  };

  return {
    service,
    baseUrl,
    dbName,
    gql,
    async signUp(email, password = 'secret12', names = {}) {
      const r = await gql('mutation($i: SignUpInput!) { signUp(input: $i) { user { id } message } }', {
        i: { email, password, ...names },
      });
      const identity = await identityFrom(r.session);
      if (!identity) throw new Error(`sign-up failed: ${JSON.stringify(r)}`);
      return identity;
    },
    async signIn(email, password) {
      const r = await gql('mutation($i: SignInInput!) { signIn(input: $i) { user { id } message } }', {
        i: { email, password },
      });
      return identityFrom(r.session);
    },
    async sessionLive(identity) {
      const res = await fetch(`${baseUrl}/internal/sessions/${identity.sessionId}`, {
        headers: { [SERVICE_TOKEN_HEADER]: signServiceToken('gateway', INTERNAL_SECRET) },
      });
      return res.status === 200;
    },
    async reserve(userId, imageId, token = signServiceToken('content', INTERNAL_SECRET)) {
      const res = await fetch(`${baseUrl}/internal/allowance/reserve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { [SERVICE_TOKEN_HEADER]: token } : {}) },
        body: JSON.stringify({ userId, imageId }),
      });
      return { status: res.status, body: await res.json() };
    },
    stop: () => service.stop(),
  };
}

/** Direct database access for assertions about what is (and is not) stored. */
export async function withDatabase<T>(dbName: string, fn: (db: mongoose.Connection) => Promise<T>): Promise<T> {
  const db = await mongoose.createConnection(testSettings().mongoUrl, { dbName }).asPromise();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/** The test's own directory index alias (derived from its database, so a restart finds it again). */
export const directoryAlias = (dbName: string) => `users_dir_${dbName}`.toLowerCase();

/** Drops the test's database and its directory index. */
export async function dropDatabase(dbName: string): Promise<void> {
  await withDatabase(dbName, (db) => db.dropDatabase());
  await fetch(`${testSettings().searchUrl}/${directoryAlias(dbName)}-v*`, { method: 'DELETE' }).catch(() => undefined);
}
