import { randomInt } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { Topics } from '@faithcraft/lib';
import { readTopic, testKafka, testSettings, unique, waitFor } from '../../../test/support/kit';
import { startAnalyticsService, type AnalyticsService } from '../../admin-analytics/src/index';
import { analyticsTopics } from '../../admin-analytics/src/topics';
import { readEnvironment as analyticsEnvironment } from '../../admin-analytics/src/environment';

/**
 * The outbox promise: a sign-up whose process is killed (SIGKILL) after the database write and
 * before the Kafka publish is published after restart, once, and counted once downstream.
 */
jest.setTimeout(120_000);

describe('users outbox survives a crash between the write and the publish', () => {
  const settings = testSettings();
  const suffix = unique('crash');
  const port = 4600 + randomInt(300);
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    KAFKAJS_NO_PARTITIONER_WARNING: '1',
    MONGO_URL: settings.mongoUrl,
    KAFKA_BROKERS: settings.kafkaBrokers.join(','),
    USERS_DB: `users_${suffix}`,
    USERS_PORT: String(port),
    USERS_CONSUMER_GROUP: `users_${suffix}`,
  };
  const entry = join(__dirname, '..', 'dist', 'main.js');
  let users: ChildProcess | undefined;
  let analytics: AnalyticsService | undefined;

  const startUsers = (extra: Record<string, string> = {}) => {
    const child = spawn(process.execPath, [entry], {
      env: { ...env, ...extra },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    users = child;
    return child;
  };
  const graphql = async (query: string, variables: object) => {
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    });
    return res;
  };
  const ready = () =>
    waitFor(() => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok), 60_000, 'users service ready');

  afterAll(async () => {
    users?.kill('SIGKILL');
    await analytics?.stop();
    const db = await mongoose.createConnection(settings.mongoUrl, { dbName: `users_${suffix}` }).asPromise();
    await db.dropDatabase();
    await db.close();
  });

  it('publishes the UserSignedUp event exactly once after a SIGKILL and a restart, and it is consumed once', async () => {
    const crashing = startUsers({ FAULT_INJECTION: 'crash-before-outbox-publish' });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      crashing.once('exit', (_code, signal) => resolve(signal)),
    );
    await ready();

    const email = `${suffix}@example.com`;
    // The sign-up's write completes; the relay then kills the process before publishing. The
    // response may or may not make it out first, so only the outcome in the database counts.
    await graphql('mutation($i: SignUpInput!) { signUp(input: $i) { user { id } } }', {
      i: { email, password: 'secret1' },
    }).catch(() => undefined);
    expect(await exited).toBe('SIGKILL');

    const db = await mongoose.createConnection(settings.mongoUrl, { dbName: `users_${suffix}` }).asPromise();
    const stored = await db.collection('users').findOne({ email });
    await db.close();
    expect(stored?.['_outboxPending']).toBe(true);
    const userId = String(stored!['_id']);
    expect(await readTopic(Topics.users, (m) => m.key?.toString() === userId)).toHaveLength(0);

    // The projection's new group starts at the topics' current end (the sign-up is not published
    // yet): it then reads this test's event, not every event earlier runs left on the machine.
    const admin = testKafka().admin();
    await admin.connect();
    for (const topic of analyticsTopics('')) {
      const partitions = (await admin.fetchTopicOffsets(topic)).map(({ partition, high }) => ({
        partition,
        offset: high,
      }));
      await admin.setOffsets({ groupId: `analytics_${suffix}`, topic, partitions });
    }
    await admin.disconnect();

    analytics = await startAnalyticsService(
      analyticsEnvironment({
        MONGO_URL: settings.mongoUrl,
        KAFKA_BROKERS: settings.kafkaBrokers.join(','),
        ANALYTICS_DB: `analytics_${suffix}`,
        ANALYTICS_CONSUMER_GROUP: `analytics_${suffix}`,
        ANALYTICS_PORT: '0',
        LOG_LEVEL: 'warn',
      }),
    );

    startUsers();
    await ready();
    const published = await waitFor(
      async () => {
        const found = await readTopic(Topics.users, (m) => m.key?.toString() === userId);
        return found.length > 0 ? found : undefined;
      },
      30_000,
      'the event on Kafka',
    );
    expect(published).toHaveLength(1);
    expect(JSON.parse(published[0]!.value!.toString())).toMatchObject({
      type: 'UserSignedUp.v1',
      subject: userId,
      data: { email },
    });

    const analyticsDb = await mongoose
      .createConnection(settings.mongoUrl, { dbName: `analytics_${suffix}` })
      .asPromise();
    try {
      // The analytics projection counted the user once and remembers the event at one position.
      await waitFor(
        () =>
          analyticsDb
            .collection<{ _id: string; users?: number }>('totals')
            .findOne({ _id: 'all' })
            .then((totals) => totals?.users === 1),
        30_000,
        'the sign-up counted',
      );
      // Give a duplicate every chance to arrive, then check it was taken once, at the published offset.
      await new Promise((r) => setTimeout(r, 2000));
      const eventId = JSON.parse(published[0]!.value!.toString()).id as string;
      const seen = await analyticsDb.collection<{ _id: string; at: string }>('seen').find({ _id: eventId }).toArray();
      expect(seen).toHaveLength(1);
      expect(seen[0]!.at).toMatch(new RegExp(`^${Topics.users.replace(/\./g, '\\.')}/\\d+/${published[0]!.offset}$`));
    } finally {
      await analyticsDb.dropDatabase();
      await analyticsDb.close();
    }
  });
});
