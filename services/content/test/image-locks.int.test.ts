import { randomUUID } from 'node:crypto';
import { AggregateStore, Isolation, OutboxRelay, createLogger } from '@faithcraft/lib';
import type { ImageDoc } from '../src/data/image-model';
import { testKafka, testSettings, unique, waitFor } from '../../../test/support/kit';
import { generationRequested } from '../src/events/image-events';
import { BuiltInProvider } from '../src/generation/providers';
import { GenerationWorker } from '../src/generation/worker';
import { ObjectStore } from '../src/storage/object-store';
import {
  GENERATE,
  IMAGE,
  caller,
  contentEnv,
  dropDatabase,
  startAllowanceServer,
  startContentService,
  user,
  type Service,
} from './support';

jest.setTimeout(120_000);

/**
 * FerretDB rewrites a whole document on every update without isolation, so these prove that the
 * concurrent writers of one image (downloads, the owner, the outbox relay) go through its lock.
 */
describe('content service: concurrent writes to one image', () => {
  const suffix = unique('locks');
  let service: Service;
  let allowance: Awaited<ReturnType<typeof startAllowanceServer>>;
  const producer = testKafka().producer({ idempotent: true, maxInFlightRequests: 1 });

  beforeAll(async () => {
    allowance = await startAllowanceServer(10);
    service = await startContentService(contentEnv(suffix, { USERS_INTERNAL_URL: allowance.url }));
    await producer.connect();
  });
  afterAll(async () => {
    await producer.disconnect();
    await service?.stop();
    await allowance?.close();
    await dropDatabase(`content_${suffix}`);
  });

  const generated = async (owner: ReturnType<typeof user>) => {
    const res = await caller(service, owner).graphql<{ generateImage: { id: string } }>(GENERATE, {
      i: { prompt: 'Ammon serves the king', contentType: 'POSTER', category: 'PRIMARY', style: 'cartoon-gospel' },
    });
    const id = res.data!.generateImage.id;
    await waitFor(
      async () => (await service.models.images.findById(id))?.status === 'completed',
      60_000,
      'the image to complete',
    );
    return id;
  };

  /** A second relay hammering the image outbox, isolated like the service's own relay. */
  const busyRelay = () => {
    const relay = new OutboxRelay({
      producer,
      models: [service.models.images.outboxSource],
      log: createLogger('test-relay', 'silent'),
    });
    let running = true;
    const loop = (async () => {
      while (running) await relay.flushAll();
    })();
    return async () => {
      running = false;
      await loop;
    };
  };

  it('20 concurrent downloads of one image count 20 and record 20 downloads', async () => {
    const owner = user();
    const id = await generated(owner);
    const stopRelay = busyRelay();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () =>
        caller(service, owner)
          .get(`/files/images/${id}/download/png`)
          .then(async (res) => {
            await res.arrayBuffer();
            return res.status;
          }),
      ),
    );
    await stopRelay();
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    expect((await service.models.images.findById(id))!.downloadCount).toBe(20);
    expect(await service.models.downloads.countDocuments({ imageId: id })).toBe(20);
  });

  it('visibility changes made while the relay clears the outbox and downloads count are all kept', async () => {
    const owner = user();
    const id = await generated(owner);
    const stopRelay = busyRelay();
    const downloads = Promise.all(
      Array.from({ length: 10 }, () =>
        caller(service, owner)
          .get(`/files/images/${id}/download/png`)
          .then((r) => r.arrayBuffer()),
      ),
    );
    let last: Record<string, unknown> | undefined;
    for (let i = 0; i < 12; i++) {
      const isPublic = i % 2 === 0;
      const res = await caller(service, owner).graphql<{ setImageVisibility: Record<string, unknown> }>(
        `mutation($id: ID!, $p: Boolean!) { setImageVisibility(id: $id, input: { isPublic: $p, isForSale: $p, priceCents: ${100 + i} }) { ${IMAGE} } }`,
        { id, p: isPublic },
      );
      expect(res.errors).toBeUndefined();
      last = res.data!.setImageVisibility;
    }
    await downloads;
    await stopRelay();
    // Let the service's relay finish too, then nothing may have been undone.
    await waitFor(
      async () => (await service.db.collection('images').findOne({ _id: id as never }))?.['_outboxPending'] === false,
      30_000,
      'the outbox to drain',
    );
    const doc = (await service.db.collection('images').findOne({ _id: id as never }))!;
    expect(last).toMatchObject({ isPublic: false, isForSale: false });
    expect(doc).toMatchObject({ isPublic: false, isForSale: false, downloadCount: 10, _outbox: [] });
  });

  it('a job delivered five times at once completes the image once', async () => {
    const owner = user();
    const image = {
      _id: randomUUID(),
      ownerId: owner.userId,
      title: 'Redelivered',
      category: 'primary' as const,
      style: 'cartoon-gospel',
      contentType: 'poster' as const,
      prompt: 'the stripling warriors',
      status: 'pending' as const,
      requestedAt: new Date(),
    };
    await service.models.images.create(image);
    // All deliveries finish storing the file at the same moment, so they race to complete the image.
    const deliveries = 5;
    const store = new ObjectStore({ ...testSettings().minio, bucket: 'faithcraft-images' });
    let stored = 0;
    let release!: () => void;
    const all = new Promise<void>((r) => (release = r));
    const together = Object.assign(Object.create(store) as ObjectStore, {
      async put(key: string, body: Buffer, type: string) {
        await store.put(key, body, type);
        if (key.endsWith('thumb.jpg') && ++stored === deliveries) release();
        if (key.endsWith('thumb.jpg')) await all;
      },
    });
    // A second store over the same images (and the same locks), whose writes with events are counted.
    const log = createLogger('test-worker', 'silent');
    const images = await AggregateStore.open<ImageDoc>(
      await Isolation.detect(service.db, log),
      service.db.model('Image'),
      'image',
    );
    let completions = 0;
    images.connectRelay({ nudge: () => completions++ });
    const worker = new GenerationWorker({ images, store: together, provider: new BuiltInProvider(), log });
    const job = generationRequested(image);
    await Promise.all(Array.from({ length: deliveries }, () => worker.handle(job)));
    expect(completions).toBe(1);
    expect((await service.models.images.findById(image._id))!.status).toBe('completed');
  });
});
