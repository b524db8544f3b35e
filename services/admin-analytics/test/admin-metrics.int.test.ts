// admin-analytics against real Kafka and the real database: UserSignedUp / UserDeleted envelopes
// published to the users topic change the read model and what `adminMetrics` answers, once per
// fact however often Kafka delivers it.
import type { Producer } from 'kafkajs';
import mongoose from 'mongoose';
import { IDENTITY_HEADER, Topics, createEvent, signIdentity, type CloudEvent, type Identity } from '@faithcraft/lib';
import { testKafka, testSettings, unique, waitFor } from '../../../test/support/kit';
import { startUsersSessionsDouble, type UsersSessionsDouble } from '../../../test/support/users-sessions';
import { readEnvironment } from '../src/environment';
import { startAnalyticsService, type AnalyticsService } from '../src/index';

process.env['KAFKAJS_NO_PARTITIONER_WARNING'] = '1';

const SECRET = 'analytics-int-test-secret-0123456789';
const HOUR = 3600 * 1000;

describe('admin-analytics: events in, adminMetrics out', () => {
  const settings = testSettings();
  const dbName = unique('analytics');
  const admin: Identity = { userId: unique('admin'), role: 'admin', sessionId: unique('s') };
  const member: Identity = { userId: unique('member'), role: 'user', sessionId: unique('s') };
  let users: UsersSessionsDouble;
  let service: AnalyticsService;
  let producer: Producer;

  const metrics = async (identity: Identity | null) => {
    const res = await fetch(service.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(identity ? { [IDENTITY_HEADER]: signIdentity(identity, SECRET) } : {}),
      },
      body: JSON.stringify({ query: '{ adminMetrics { totalSignups signupsLast24h } }' }),
    });
    return (await res.json()) as {
      data?: { adminMetrics: { totalSignups: number; signupsLast24h: number } } | null;
      errors?: { extensions?: { code?: string } }[];
    };
  };
  const counts = async () => (await metrics(admin)).data?.adminMetrics;
  const publish = (...events: CloudEvent[]) =>
    producer.send({
      topic: Topics.users,
      messages: events.map((e) => ({ key: e.subject, value: JSON.stringify(e) })),
    });
  const signedUp = (userId: string, createdAt: Date) =>
    createEvent({
      source: 'users',
      type: 'UserSignedUp.v1',
      subject: userId,
      data: {
        userId,
        email: `${userId}@example.com`,
        firstName: null,
        lastName: null,
        role: 'user',
        createdAt: createdAt.toISOString(),
      },
    });
  const deleted = (userId: string) =>
    createEvent({
      source: 'users',
      type: 'UserDeleted.v1',
      subject: userId,
      data: { userId, deletedAt: new Date().toISOString() },
    });

  beforeAll(async () => {
    users = await startUsersSessionsDouble(SECRET);
    users.sessions.set(admin.sessionId, { userId: admin.userId, role: 'admin' });
    users.sessions.set(member.sessionId, { userId: member.userId, role: 'user' });
    service = await startAnalyticsService(
      readEnvironment({
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        MONGO_URL: settings.mongoUrl,
        KAFKA_BROKERS: settings.kafkaBrokers.join(','),
        ANALYTICS_DB: dbName,
        ANALYTICS_CONSUMER_GROUP: unique('analytics'),
        ANALYTICS_PORT: '0',
        INTERNAL_SECRET: SECRET,
        USERS_INTERNAL_URL: users.url,
      }),
    );
    producer = testKafka().producer();
    await producer.connect();
    // Ready means the consumer has joined its group: what is published from now on is read.
    await waitFor(async () => (await fetch(service.url.replace(/\/graphql$/, '/readyz'))).ok, 60_000, 'ready');
  });

  afterAll(async () => {
    await producer?.disconnect();
    await service?.stop();
    await users?.close();
    const db = await mongoose.createConnection(settings.mongoUrl, { dbName }).asPromise();
    await db.dropDatabase();
    await db.close();
  });

  it('answers admins only, with the current role', async () => {
    expect((await metrics(null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await metrics(member)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // A user whose token still says admin, demoted since: refused.
    const demoted = { userId: member.userId, role: 'admin', sessionId: member.sessionId };
    expect((await metrics(demoted)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await counts()).toEqual({ totalSignups: expect.any(Number), signupsLast24h: expect.any(Number) });
  });

  it('counts sign-ups (recent ones in the last 24 hours), once per account on redelivery, and keeps deleted ones', async () => {
    // The users topic is shared with every other test run and read from the beginning: a marker in
    // each partition, once projected, shows the history before it has been read. Other runs may
    // still publish meanwhile, so the metrics are checked as at-least deltas and this test's own
    // accounts exactly, in the read model.
    const admin = testKafka().admin();
    await admin.connect();
    const [topic] = (await admin.fetchTopicMetadata({ topics: [Topics.users] })).topics;
    await admin.disconnect();
    const markers = topic!.partitions.map(() => signedUp(unique('marker'), new Date('2000-01-01T00:00:00Z')));
    await producer.send({
      topic: Topics.users,
      messages: markers.map((e, i) => ({
        key: e.subject,
        partition: topic!.partitions[i]!.partitionId,
        value: JSON.stringify(e),
      })),
    });
    const db = await mongoose.createConnection(settings.mongoUrl, { dbName }).asPromise();
    const signups = db.collection<{ _id: string; eventId: string; signedUpAt: Date; deletedAt?: Date }>('signups');
    const projected = (ids: string[]) => signups.find({ _id: { $in: ids } }).toArray();
    try {
      await waitFor(
        async () => (await projected(markers.map((m) => m.data.userId))).length === markers.length,
        120_000,
        'history read',
      );
      const before = (await counts())!;

      const recent = signedUp(unique('u'), new Date(Date.now() - HOUR));
      const older = signedUp(unique('u'), new Date(Date.now() - 48 * HOUR));
      const mine = [recent.data.userId, older.data.userId];
      await publish(recent, older);
      await waitFor(async () => (await projected(mine)).length === 2, 30_000, 'two sign-ups projected');
      const after = (await counts())!;
      expect(after.totalSignups).toBeGreaterThanOrEqual(before.totalSignups + 2);
      expect(after.signupsLast24h).toBeGreaterThanOrEqual(before.signupsLast24h + 1);

      // Kafka redelivers the same envelope, and the fact comes again under a new id (an outbox
      // retry) with another time: neither adds a document or changes the first. A later sign-up in
      // the same partition (same key) shows the redeliveries were read before it.
      const again = { ...recent, id: unique('evt'), data: { ...recent.data, createdAt: new Date().toISOString() } };
      const marker = signedUp(unique('u'), new Date());
      await publish(recent, again, older);
      await producer.send({
        topic: Topics.users,
        messages: [{ key: recent.subject, value: JSON.stringify({ ...marker, subject: recent.subject }) }],
      });
      await waitFor(async () => (await projected([marker.data.userId])).length === 1, 30_000, 'the later sign-up');
      const rows = await projected(mine);
      expect(rows).toHaveLength(2);
      const first = rows.find((r) => r._id === recent.data.userId)!;
      expect([first.eventId, first.signedUpAt.toISOString()]).toEqual([recent.id, recent.data.createdAt]);

      // A deleted account's sign-up happened: it stays counted, marked deleted.
      const gone = deleted(recent.data.userId);
      await publish(gone, gone);
      await waitFor(
        async () => (await projected([recent.data.userId]))[0]?.deletedAt,
        30_000,
        'the deletion projected',
      );
      expect(await projected(mine)).toHaveLength(2);
      expect((await counts())!.totalSignups).toBeGreaterThanOrEqual(after.totalSignups + 1);
    } finally {
      await db.close();
    }
  });
});
