// The read models against real Kafka and the database: a scripted history of events gives the
// hand-computed figures; a replay into fresh read models gives identical figures; a consumer
// killed mid-batch (after part of its writes) and restarted loses and doubles nothing.
import type { Identity } from '@faithcraft/lib';
import { unique, waitFor } from '../../../test/support/kit';
import { startUsersSessionsDouble, type UsersSessionsDouble } from '../../../test/support/users-sessions';
import {
  FIGURES_QUERY,
  caughtUp,
  createTopics,
  dropDatabase,
  graphql,
  publish,
  resetOffsets,
  startInstance,
  type Instance,
} from './harness';
import { NOW, expected7d, history, purchase } from './history';
import { Topics } from '@faithcraft/lib';

process.env['KAFKAJS_NO_PARTITIONER_WARNING'] = '1';

type Figures = {
  adminMetrics: Record<string, unknown> & {
    contentTypeStats: { contentType: string }[];
    categoryStats: { category: string }[];
    recentActivity: { description: string; timestamp: string }[];
  };
  adminRevenue: Record<string, unknown>;
  adminSearchAnalytics: unknown[];
  adminFunnel: { stages: unknown[] };
  _entities: { id: string; totalRevenueCents: number }[];
};

const byKey = <T>(rows: T[], key: keyof T) => [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key])));

describe('admin-analytics read models', () => {
  const suffix = `.${unique('it')}`;
  const admin: Identity = { userId: unique('admin'), role: 'admin', sessionId: unique('s') };
  const member: Identity = { userId: unique('member'), role: 'user', sessionId: unique('s') };
  let users: UsersSessionsDouble;
  let topics: string[];
  const started: Instance[] = [];
  const dbs = new Set<string>();

  const start = async (options = {}, reuse?: { dbName: string; groupId: string }) => {
    const instance = await startInstance(users, suffix, { now: () => NOW, ...options }, reuse);
    started.push(instance);
    dbs.add(instance.dbName);
    return instance;
  };
  const stop = async (instance: Instance) => {
    await instance.service.stop();
    started.splice(started.indexOf(instance), 1);
  };
  const figures = async (instance: Instance, timeframe = 'D7') => {
    const res = await graphql<Figures>(instance.service.url, FIGURES_QUERY(timeframe), admin);
    expect(res.errors).toBeUndefined();
    return res.data!;
  };
  const built = async (options = {}) => {
    const instance = await start(options);
    await caughtUp(instance.groupId, topics);
    return instance;
  };

  let baseline: { D7: Figures; H24: Figures; D90: Figures };

  beforeAll(async () => {
    users = await startUsersSessionsDouble('analytics-int-test-secret-0123456789');
    users.sessions.set(admin.sessionId, { userId: admin.userId, role: 'admin' });
    users.sessions.set(member.sessionId, { userId: member.userId, role: 'user' });
    topics = await createTopics(suffix);
    await publish(suffix, history);
  });

  afterAll(async () => {
    for (const instance of [...started]) await instance.service.stop();
    await users?.close();
    for (const db of dbs) await dropDatabase(db);
  });

  it('the scripted history gives the hand-computed figures, for admins only', async () => {
    const first = await built();
    const D7 = await figures(first);
    const { contentTypeStats, categoryStats, ...metrics } = expected7d.metrics;
    expect(D7.adminMetrics).toMatchObject(metrics);
    expect(byKey(D7.adminMetrics.contentTypeStats, 'contentType')).toEqual(byKey(contentTypeStats, 'contentType'));
    expect(byKey(D7.adminMetrics.categoryStats, 'category')).toEqual(byKey(categoryStats, 'category'));
    expect(D7.adminMetrics.recentActivity).toHaveLength(10);
    expect(D7.adminMetrics.recentActivity[0]).toEqual({
      description: 'New user signed up',
      timestamp: '2026-03-15T11:00:00.000Z',
      kind: 'UserSignedUp.v1',
    });
    expect(D7.adminMetrics['series']).toHaveLength(7);
    expect(D7.adminRevenue).toMatchObject(expected7d.revenue);
    expect(D7.adminSearchAnalytics).toEqual(expected7d.search);
    expect(D7.adminFunnel.stages).toEqual(expected7d.funnel);
    expect(D7._entities).toEqual([
      { id: 'u2', totalRevenueCents: expected7d.userRevenue.u2 },
      { id: 'u3', totalRevenueCents: expected7d.userRevenue.u3 },
      { id: 'u6', totalRevenueCents: expected7d.userRevenue.u6 },
    ]);

    // 24 hours: 03-14 13:00 to now.
    const H24 = await figures(first, 'H24');
    expect(H24.adminMetrics).toMatchObject({
      totalRevenueCents: 299,
      revenueGrowth: 100,
      totalGenerations: 1,
      signupsLast24h: 2,
    });
    expect(H24.adminSearchAnalytics).toEqual([{ term: 'nephi', count: 1, successRate: 0 }]);
    expect(H24.adminMetrics['series']).toHaveLength(24);
    baseline = { D7, H24, D90: await figures(first, 'D90') };
    expect(baseline.D90.adminMetrics).toMatchObject({ totalGenerations: 4, totalRevenueCents: 299 * 2 + 999 * 2 });

    expect(
      (await graphql(first.service.url, '{ adminFunnel { stages { name } } }', null)).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect(
      (await graphql(first.service.url, '{ adminRevenue { totalCents } }', member)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
    const tooMany = await graphql(first.service.url, '{ adminSearchAnalytics(limit: 101) { term } }', admin);
    expect(tooMany.errors?.[0]?.message).toBe('Please choose a limit between 1 and 100');
    await stop(first);
  });

  it('replaying the same topics into fresh read models gives identical figures', async () => {
    const replay = await built();
    for (const timeframe of ['D7', 'H24', 'D90'] as const)
      expect(await figures(replay, timeframe)).toEqual(baseline[timeframe]);
    await stop(replay);
  });

  it.each([
    ['counters', (coll: string, n: number) => n === 5, 5],
    ['the entity log', (coll: string) => coll === 'entity_log', 1],
    ['the checkpoint', (coll: string) => coll === 'checkpoint', 5],
  ])(
    'a consumer killed mid-flush while writing %s and restarted loses and doubles nothing',
    async (_what, crashAt, minWrites) => {
      let writes = 0;
      let dead = false;
      const crashed = new Promise<void>((resolve) => {
        const beforeWrite = (coll: string) => {
          writes++;
          if (dead || crashAt(coll, writes)) {
            // From the crash on, this process writes nothing: it is dead.
            dead = true;
            resolve();
            throw new Error('simulated crash');
          }
        };
        void start({ projectionHooks: { beforeWrite }, batchAttempts: 1 }).then((instance) => {
          crashedInstance = instance;
        });
      });
      let crashedInstance: Instance | undefined;
      await crashed;
      expect(writes).toBeGreaterThanOrEqual(minWrites); // what the flush wrote before it died
      const instance = await waitFor(() => crashedInstance, 30_000, 'the instance');
      await stop(instance);

      const restarted = await start({}, { dbName: instance.dbName, groupId: instance.groupId });
      await caughtUp(restarted.groupId, topics);
      for (const timeframe of ['D7', 'H24', 'D90'] as const)
        expect(await figures(restarted, timeframe)).toEqual(baseline[timeframe]);

      await stop(restarted);

      // The group's offsets reset to the start: every message comes again into the same read models
      // (at or below the checkpoint's positions) and nothing changes.
      await resetOffsets(restarted.groupId, topics);
      const again = await start({}, { dbName: instance.dbName, groupId: instance.groupId });
      await caughtUp(again.groupId, topics);
      for (const timeframe of ['D7', 'H24'] as const)
        expect(await figures(again, timeframe)).toEqual(baseline[timeframe]);
      await stop(again);
    },
  );

  // Last: it adds to the topics the tests above replay.
  it('figures read from memory follow each flush: a new sale moves the totals and the top sellers', async () => {
    const live = await built();
    const before = await figures(live, 'D90');
    expect(await figures(live, 'D90')).toEqual(before); // the second read comes from memory
    await publish(suffix, { [Topics.commerce]: [purchase('p-late', 'i4', 'u5', '2026-03-15T10:30:00.000Z')] });
    await caughtUp(live.groupId, topics);
    const after = await waitFor(
      async () => {
        const now = await figures(live, 'D90');
        return now.adminRevenue['totalCents'] !== before.adminRevenue['totalCents'] ? now : undefined;
      },
      10_000,
      'the figures after the new sale',
    );
    expect(after.adminRevenue['totalCents']).toBe(Number(before.adminRevenue['totalCents']) + 299);
    expect(after.adminRevenue['topSelling']).toEqual(
      expect.arrayContaining([expect.objectContaining({ imageId: 'i4', sales: 1, revenueCents: 299 })]),
    );
    await stop(live);
  });
});
