import { existsSync } from 'node:fs';
import mongoose, { Schema, type Connection } from 'mongoose';
import { createTopics, readTopic, testKafka, testSettings, unique } from '../../../test/support/kit';
import { createEvent } from '../src/events/envelope';
import { AggregateStore, aggregateSchemaFields, eventsFor } from '../src/store/aggregate-store';
import { Isolation, type IsolationMode } from '../src/store/isolation';
import { createStoreRelay } from '../src/store/relay-wiring';
import { createLogger } from '../src/logger';

const log = createLogger('test', 'silent');

interface Counter {
  _id: string;
  count: number;
  label: string;
}

/** The store's contract, run against one database. */
function storeContract(target: string, mongoUrl: () => string, expectedMode: IsolationMode) {
  describe(`aggregate store on ${target}`, () => {
    let db: Connection;
    let isolation: Isolation;
    const producer = testKafka().producer({ idempotent: true, maxInFlightRequests: 1 });

    beforeAll(async () => {
      db = await mongoose.createConnection(mongoUrl(), { dbName: unique('store') }).asPromise();
      isolation = await Isolation.detect(db, log);
      await producer.connect();
    });
    afterAll(async () => {
      await producer.disconnect();
      await db.dropDatabase();
      await db.close();
    });

    const openStore = () =>
      AggregateStore.open<Counter>(
        isolation,
        db.model(
          unique('Counter'),
          new Schema({ _id: String, count: Number, label: String, ...aggregateSchemaFields() }, { versionKey: false }),
        ),
        unique('counter'),
      );
    const event = (id: string, n: number) =>
      createEvent({ source: '/test', type: 'CounterChanged.v1', subject: id, data: { id, n } });

    it(`chooses ${expectedMode} by the server's capabilities`, () => {
      expect(isolation.mode).toBe(expectedMode);
    });

    it('loses none of 50 concurrent updates-by-decision of one document', async () => {
      const store = await openStore();
      await store.create({ _id: 'c1', count: 0, label: 'start' });
      const outcomes = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          store.update('c1', (doc) => ({
            update:
              i % 10 === 0 ? { $set: { count: doc.count + 1, label: `by ${i}` } } : { $set: { count: doc.count + 1 } },
            result: doc.count,
          })),
        ),
      );
      expect((await store.findById('c1'))?.count).toBe(50);
      // Every decision saw a different state: each read happened under isolation.
      expect(new Set(outcomes.map((o) => o?.result)).size).toBe(50);
    });

    it('writes nothing when the decision is null and answers null for a missing document', async () => {
      const store = await openStore();
      await store.create({ _id: 'c2', count: 7, label: 'kept' });
      const outcome = await store.update('c2', () => null);
      expect(outcome).toEqual({ before: { _id: 'c2', count: 7, label: 'kept' }, after: null, result: undefined });
      expect(await store.update('missing', () => ({ update: { $set: { count: 1 } } }))).toBeNull();
      const raw = await db.collection(collectionOf(store)).findOne({ _id: 'c2' as never });
      expect(raw).toMatchObject({ count: 7, _version: 0 });
    });

    it('publishes events exactly as written and keeps those appended while the relay clears', async () => {
      const topic = unique('counters');
      await createTopics(topic);
      const store = await openStore();
      const relay = createStoreRelay({ producer, stores: [store], log, pollIntervalMs: 60_000 });
      const written = [event('c3', 0)];
      await store.create({ _id: 'c3', count: 0, label: 'evented' }, eventsFor(topic, written[0]!));
      // 30 writers append while the relay publishes and clears concurrently.
      const flushing = (async () => {
        for (let i = 0; i < 15; i++) await relay.flushAll();
      })();
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => {
          const e = event('c3', i + 1);
          written.push(e);
          return store.update('c3', (doc) => ({
            update: { $set: { count: doc.count + 1 } },
            events: eventsFor(topic, e),
          }));
        }),
      );
      await flushing;
      while ((await relay.flushAll()) > 0);

      const raw = await db.collection(collectionOf(store)).findOne({ _id: 'c3' as never });
      expect(raw).toMatchObject({ count: 30, _outbox: [], _outboxPending: false });
      const published = (await readTopic(topic)).map((m) => JSON.parse(m.value!.toString()) as { id: string });
      const byId = new Map(published.map((p) => [p.id, p]));
      // Each event went out (at least once) byte for byte as written; nothing else went out.
      expect([...byId.keys()].sort()).toEqual(written.map((e) => e.id).sort());
      for (const e of written) expect(byId.get(e.id)).toEqual(JSON.parse(JSON.stringify(e)));
    });

    it('answers counts and sums with real promises (GraphQL may await a resolver result twice)', async () => {
      const store = await openStore();
      await store.create({ _id: 'c5', count: 3, label: 'sum' });
      await store.create({ _id: 'c6', count: 4, label: 'sum' });
      const count = store.countDocuments({ label: 'sum' });
      expect(await count).toBe(2);
      expect(await count).toBe(2);
      expect(await store.sum('label', 'sum', 'count')).toBe(7);
    });

    it('never returns the outbox or version fields from reads or writes', async () => {
      const topic = unique('counters');
      const store = await openStore();
      await store.create({ _id: 'c4', count: 1, label: 'hidden' }, eventsFor(topic, event('c4', 1)));
      const outcome = await store.update('c4', () => ({
        update: { $inc: { count: 1 } },
        events: eventsFor(topic, event('c4', 2)),
      }));
      const reads = [
        outcome?.before,
        outcome?.after,
        await store.findById('c4'),
        await store.findById('c4', { count: 1 }),
        await store.findById('c4', { label: 0 }),
        await store.findById('c4', { _id: 1 }),
        ...(await store.find({ _id: 'c4' })),
        await store.findOne({ count: 2 }, { count: 1, _outbox: 1 }),
      ];
      for (const doc of reads) {
        expect(doc).toBeTruthy();
        expect(Object.keys(doc!).filter((k) => k.startsWith('_outbox') || k === '_version')).toEqual([]);
      }
      expect(outcome?.after).toEqual({ _id: 'c4', count: 2, label: 'hidden' });
      expect(await store.pendingEvents('c4')).toHaveLength(2);
      await expect(store.update('c4', () => ({ update: { $set: { _outbox: [] } } }))).rejects.toThrow(
        '_outbox is written by the store only',
      );
    });
  });
}

function collectionOf(store: AggregateStore<Counter>): string {
  const source = store.outboxSource;
  return ('model' in source ? source.model : source).collection.collectionName;
}

const dockerReachable = Boolean(process.env['DOCKER_HOST']) || existsSync('/var/run/docker.sock');
const tierUsesContainers = dockerReachable && process.env['FAITHCRAFT_TEST_INFRA'] !== 'local';

// The integration tier's database: FerretDB locally (document locks), mongo:7 under testcontainers.
storeContract(
  'the test database',
  () => testSettings().mongoUrl,
  tierUsesContainers ? 'compare-and-set' : 'document-locks',
);

// The compare-and-set path without Docker: one competing write is slipped in, deterministically,
// between the store's read and its write (a mongoose pre-hook), so no server isolation is needed.
describe('aggregate store in compare-and-set mode, on the test database', () => {
  let db: Connection;
  beforeAll(async () => {
    db = await mongoose.createConnection(testSettings().mongoUrl, { dbName: unique('cas') }).asPromise();
  });
  afterAll(async () => {
    await db.dropDatabase();
    await db.close();
  });

  it('re-reads and re-decides when another writer changed the document after the read', async () => {
    const schema = new Schema(
      { _id: String, count: Number, label: String, ...aggregateSchemaFields() },
      { versionKey: false },
    );
    let interfered = false;
    schema.pre('findOneAndUpdate', async function () {
      if (interfered) return;
      interfered = true;
      // Another process wins the race: it bumps the version the store read.
      await this.model.updateOne({ _id: 'race' }, { $inc: { count: 10, _version: 1 } });
    });
    const isolation = await Isolation.detect(db, log, { mode: 'compare-and-set' });
    const store = await AggregateStore.open<Counter>(isolation, db.model(unique('Race'), schema), unique('race'));
    await store.create({ _id: 'race', count: 0, label: 'start' });

    const seen: number[] = [];
    const outcome = await store.update('race', (doc) => {
      seen.push(doc.count);
      return { update: { $set: { count: doc.count + 1 } }, result: doc.count };
    });

    expect(seen).toEqual([0, 10]);
    expect(outcome?.result).toBe(10);
    expect(await store.findById('race')).toEqual({ _id: 'race', count: 11, label: 'start' });
  });
});

// MongoDB 7 through testcontainers when a Docker engine is reachable (real concurrent
// compare-and-set); without one there is nothing to start, and the case above covers the logic.
if (dockerReachable && !tierUsesContainers) {
  describe('with a mongo:7 container', () => {
    let stop: (() => Promise<unknown>) | undefined;
    let url = '';
    beforeAll(async () => {
      const { GenericContainer } = await import('testcontainers');
      const started = await new GenericContainer('mongo:7').withExposedPorts(27017).start();
      url = `mongodb://${started.getHost()}:${started.getMappedPort(27017)}`;
      stop = () => started.stop();
    }, 120_000);
    afterAll(async () => {
      await stop?.();
    });
    storeContract('mongo:7 (testcontainers)', () => url, 'compare-and-set');
  });
}
