import { randomInt, randomUUID } from 'node:crypto';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { Topics, signIdentity, IDENTITY_HEADER } from '@faithcraft/lib';
import { readTopic, testSettings, unique, waitFor } from '../../../test/support/kit';
import {
  GENERATE,
  SECRET,
  contentEnv,
  dropDatabase,
  startAllowanceServer,
  startContentService,
  user,
  type Service,
} from './support';

jest.setTimeout(120_000);

/**
 * A worker killed (SIGKILL) in the middle of a job has not committed the job's offset, so the
 * next worker of the group gets it again and finishes it; ImageGenerated goes out exactly once.
 */
describe('generation worker survives a crash in the middle of a job', () => {
  const settings = testSettings();
  const suffix = unique('crash');
  const port = 20_000 + randomInt(10_000);
  let child: ChildProcess | undefined;
  let allowance: Awaited<ReturnType<typeof startAllowanceServer>>;

  const start = (extra: Record<string, string> = {}) => {
    child = spawn(process.execPath, [join(__dirname, '..', 'dist', 'main.js')], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        KAFKAJS_NO_PARTITIONER_WARNING: '1',
        MONGO_URL: settings.mongoUrl,
        KAFKA_BROKERS: settings.kafkaBrokers.join(','),
        CONTENT_DB: `content_${suffix}`,
        CONTENT_PORT: String(port),
        CONTENT_WORKER_GROUP: `content-worker_${suffix}`,
        CONTENT_CONSUMER_GROUP: `content_${suffix}`,
        INTERNAL_SECRET: SECRET,
        USERS_INTERNAL_URL: allowance.url,
        MINIO_ENDPOINT: settings.minio.endPoint,
        MINIO_PORT: String(settings.minio.port),
        ...extra,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return child;
  };
  const ready = () =>
    waitFor(() => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.ok), 60_000, 'content service ready');

  beforeAll(async () => {
    allowance = await startAllowanceServer(10);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await allowance?.close();
    await dropDatabase(`content_${suffix}`);
  });

  it('completes the job after a restart and emits ImageGenerated exactly once', async () => {
    const crashing = start({ FAULT_INJECTION: 'crash-during-generation' });
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      crashing.once('exit', (_c, signal) => resolve(signal)),
    );
    await ready();

    const owner = user();
    const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [IDENTITY_HEADER]: signIdentity(owner, SECRET) },
      body: JSON.stringify({
        query: GENERATE,
        variables: { i: { prompt: 'Alma at the waters of Mormon', contentType: 'POSTER' } },
      }),
    });
    const imageId = ((await res.json()) as { data: { generateImage: { id: string } } }).data.generateImage.id;
    expect(await exited).toBe('SIGKILL');

    const db = await mongoose.createConnection(settings.mongoUrl, { dbName: `content_${suffix}` }).asPromise();
    try {
      const crashed = await db.collection('images').findOne({ _id: imageId as never });
      expect(crashed).toMatchObject({ status: 'pending', attempts: 1 });

      start();
      await ready();
      const done = await waitFor(
        async () => {
          const doc = await db.collection('images').findOne({ _id: imageId as never });
          return doc?.['status'] === 'completed' ? doc : undefined;
        },
        90_000,
        'the redelivered job to complete',
      );
      expect(done['attempts']).toBe(2);

      const generated = await waitFor(
        async () => {
          const found = await readTopic(Topics.content, (m) => m.key?.toString() === imageId);
          return found.length ? found : undefined;
        },
        30_000,
        'ImageGenerated on Kafka',
      );
      await new Promise((r) => setTimeout(r, 2000));
      const again = await readTopic(Topics.content, (m) => m.key?.toString() === imageId);
      expect(again.length).toBe(generated.length);
      expect(again.map((m) => (JSON.parse(m.value!.toString()) as { type: string }).type)).toEqual([
        'ImageGenerated.v1',
      ]);
    } finally {
      await db.close();
    }
  });
});

describe('a pending image whose job was lost is queued again when the service starts', () => {
  const suffix = unique('stale');
  let service: Service | undefined;
  let allowance: Awaited<ReturnType<typeof startAllowanceServer>>;

  beforeAll(async () => {
    allowance = await startAllowanceServer();
  });
  afterAll(async () => {
    await service?.stop();
    await allowance?.close();
    await dropDatabase(`content_${suffix}`);
  });

  it('completes an image left pending for longer than GENERATION_STALE_MINUTES', async () => {
    const settings = testSettings();
    const db = await mongoose.createConnection(settings.mongoUrl, { dbName: `content_${suffix}` }).asPromise();
    const id = randomUUID();
    const old = new Date(Date.now() - 60 * 60_000);
    // Written without an outbox entry: as if its job had been lost.
    await db.collection('images').insertOne({
      _id: id as never,
      ownerId: 'stale-owner',
      title: 'Ammon Serves the King Poster',
      description: null,
      category: 'primary',
      style: 'cartoon-gospel',
      contentType: 'poster',
      prompt: 'Ammon serves the king',
      status: 'pending',
      attempts: 0,
      isExpired: false,
      isPublic: false,
      isForSale: false,
      priceCents: 0,
      downloadCount: 0,
      requestedAt: old,
      createdAt: old,
      updatedAt: old,
      _outbox: [],
      _outboxPending: false,
      _outboxSeq: 0,
    });
    await db.close();

    service = await startContentService(
      contentEnv(suffix, { USERS_INTERNAL_URL: allowance.url, GENERATION_STALE_MINUTES: '5' }),
    );
    const done = await waitFor(
      async () => {
        const doc = await service!.models.images.findById(id);
        return doc?.status === 'completed' ? doc : undefined;
      },
      60_000,
      'the stale image to complete',
    );
    expect(done.storageKey).toBe(`images/stale-owner/${id}.png`);
  });
});
