// defineService against the real database and Kafka: what a subgraph gets from the skeleton
// (readiness, GraphQL, the admin policy, ordered shutdown) and that a failed start leaves nothing running.
import { Topics, defineService, signIdentity, IDENTITY_HEADER, type RunningService } from '../src/index';
import { testSettings, unique } from '../../../test/support/kit';
import { startUsersSessionsDouble, type UsersSessionsDouble } from '../../../test/support/users-sessions';

process.env['KAFKAJS_NO_PARTITIONER_WARNING'] = '1';

const SECRET = 'service-int-test-secret-0123456789';
const typeDefs = `type Query { hello: String!, secret: String! }`;

describe('defineService', () => {
  const s = testSettings();
  let users: UsersSessionsDouble;
  const settings = (dbName: string) => ({
    logLevel: 'warn',
    mongoUrl: s.mongoUrl,
    dbName,
    kafkaBrokers: s.kafkaBrokers,
    host: '127.0.0.1',
    port: 0,
    internalSecret: SECRET,
    production: false,
    usersInternalUrl: users.url,
  });

  beforeAll(async () => {
    users = await startUsersSessionsDouble(SECRET);
  });
  afterAll(() => users.close());

  it('serves GraphQL and /readyz with its parts, guards admin fields, and stops in reverse start order', async () => {
    const stopped: string[] = [];
    const service = defineService<{ db: string }>({
      name: 'skeleton-test',
      typeDefs,
      settings: (env) => settings(env.db),
      async setup(kit) {
        await kit.consumer('consumer', {
          groupId: unique('skeleton'),
          topics: [Topics.users],
          handle: async () => 'ignored',
        });
        kit.onStop('first-part', async () => void stopped.push('first-part'));
        kit.onStop('second-part', async () => void stopped.push('second-part'));
        const adminPolicy = kit.adminPolicy();
        return {
          resolvers: {
            Query: {
              hello: () => 'hi',
              secret: async (_p: unknown, _a: unknown, ctx: Parameters<typeof adminPolicy.requireAdmin>[0]) => {
                await adminPolicy.requireAdmin(ctx);
                return 'for admins';
              },
            },
          },
        };
      },
    });
    const running: RunningService = await service.start({ db: unique('skeleton') });
    const base = running.url.replace(/\/graphql$/, '');
    try {
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready', checks: { database: true, consumer: true } });

      users.sessions.set('s-admin', { userId: 'a1', role: 'admin' });
      const ask = async (sessionId: string) => {
        const res = await fetch(running.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [IDENTITY_HEADER]: signIdentity({ userId: 'a1', role: 'admin', sessionId }, SECRET),
          },
          body: JSON.stringify({ query: '{ hello secret }' }),
        });
        return (await res.json()) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
      };
      expect((await ask('s-admin')).data).toEqual({ hello: 'hi', secret: 'for admins' });
      expect((await ask('s-ended')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await running.stop();
    }
    expect(stopped).toEqual(['second-part', 'first-part']);
    expect(running.components.map((c) => c.name)).toEqual([
      'database',
      'producer',
      'consumer',
      'first-part',
      'second-part',
      'http',
    ]);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it('a start that fails in setup stops what it had started and reports the error', async () => {
    const stopped: string[] = [];
    const service = defineService<{ db: string }>({
      name: 'skeleton-fails',
      typeDefs,
      settings: (env) => settings(env.db),
      async setup(kit) {
        kit.onStop('started-part', async () => void stopped.push('started-part'));
        throw new Error('the bucket is missing');
      },
    });
    await expect(service.start({ db: unique('skeleton') })).rejects.toThrow('the bucket is missing');
    expect(stopped).toEqual(['started-part']);
  });
});
