import mongoose, { Schema, type Connection } from 'mongoose';
import { createTopics, readTopic, testKafka, testSettings, unique } from '../../../test/support/kit';
import { createEvent } from '../src/events/envelope';
import { OutboxRelay, outboxSchemaFields, pushOutbox, withOutbox } from '../src/events/outbox';
import { DocumentLocks, LockBusyError } from '../src/locks';
import { createLogger } from '../src/logger';

const log = createLogger('test', 'silent');

interface CounterDoc {
  _id: string;
  count: number;
  note: string;
  other: string[];
}

/** A promise with its resolve, to hold a lock for exactly as long as a test wants. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('DocumentLocks against the real database', () => {
  let db: Connection;

  beforeAll(async () => {
    db = await mongoose.createConnection(testSettings().mongoUrl, { dbName: unique('locks') }).asPromise();
  });
  afterAll(async () => {
    await db.dropDatabase();
    await db.close();
  });

  const counterModel = () =>
    db.model<CounterDoc>(
      unique('Counter'),
      new Schema(
        { _id: String, count: Number, note: String, other: [String], ...outboxSchemaFields() },
        { versionKey: false },
      ),
    );

  const newLocks = async (opts: { ttlMs?: number; maxWaitMs?: number } = {}) => {
    const locks = new DocumentLocks(db, { collection: unique('locks'), log, ...opts });
    await locks.init();
    return locks;
  };

  const lockDoc = (locks: DocumentLocks, key: string) =>
    db.collection<{ _id: string; owner: string }>(locks.collectionName).findOne({ _id: key });

  it('50 concurrent increments under the lock give exactly 50', async () => {
    const Counter = counterModel();
    const locks = await newLocks();
    await Counter.create({ _id: 'c', count: 0, note: '' });
    await Promise.all(
      Array.from({ length: 50 }, () =>
        locks.withLock('c', () => Counter.updateOne({ _id: 'c' }, { $inc: { count: 1 } })),
      ),
    );
    expect((await Counter.findById('c').lean())?.count).toBe(50);
    expect(await lockDoc(locks, 'c')).toBeNull();
  });

  it('runs one holder at a time and releases the lock when the work throws', async () => {
    const locks = await newLocks();
    let inside = 0;
    let most = 0;
    const work = async () => {
      inside++;
      most = Math.max(most, inside);
      await new Promise((r) => setTimeout(r, 5));
      inside--;
    };
    await Promise.all(Array.from({ length: 10 }, () => locks.withLock('k', work)));
    expect(most).toBe(1);
    await expect(locks.withLock('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await lockDoc(locks, 'k')).toBeNull();
  });

  it('overtakes an expired lock left by a holder that died', async () => {
    const locks = await newLocks();
    await db
      .collection<{ _id: string; owner: string; expiresAt: Date }>(locks.collectionName)
      .insertOne({ _id: 'k', owner: 'crashed-process', expiresAt: new Date(Date.now() + 400) });
    const started = Date.now();
    const result = await locks.withLock('k', async () => (await lockDoc(locks, 'k'))?.owner);
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    expect(result).not.toBe('crashed-process');
    expect(await lockDoc(locks, 'k')).toBeNull();
  });

  it('a hung holder blocks others only until its lock expires, and its late release keeps the new lock', async () => {
    const locks = await newLocks({ ttlMs: 300 });
    const hung = gate();
    const first = locks.withLock('k', () => hung.opened);
    await new Promise((r) => setTimeout(r, 50));

    const second = gate();
    const secondInside = gate();
    const started = Date.now();
    const overtaker = locks.withLock('k', async () => {
      secondInside.open();
      await second.opened;
      return (await lockDoc(locks, 'k'))?.owner;
    });
    await secondInside.opened;
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    const newOwner = (await lockDoc(locks, 'k'))?.owner;

    // The first holder wakes up and releases: it must not remove the lock the second one holds now.
    hung.open();
    await first;
    expect((await lockDoc(locks, 'k'))?.owner).toBe(newOwner);

    // A third waiter is still kept out until the second releases.
    let thirdRan = false;
    const third = locks.withLock('k', async () => {
      thirdRan = true;
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(thirdRan).toBe(false);
    second.open();
    expect(await overtaker).toBe(newOwner);
    await third;
    expect(thirdRan).toBe(true);
  });

  it('gives up with a clear error after maxWaitMs while a live holder keeps the lock', async () => {
    const locks = await newLocks({ ttlMs: 10_000, maxWaitMs: 300 });
    const held = gate();
    const holder = locks.withLock('k', () => held.opened);
    await new Promise((r) => setTimeout(r, 50));
    const waiter = locks.withLock('k', () => Promise.resolve('ran'));
    await expect(waiter).rejects.toBeInstanceOf(LockBusyError);
    await expect(waiter).rejects.toThrow('is busy');
    held.open();
    await holder;
    await expect(locks.withLock('k', () => Promise.resolve('ran'))).resolves.toBe('ran');
  });

  describe('the outbox relay with locks', () => {
    const kafka = testKafka();
    const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    beforeAll(() => producer.connect());
    afterAll(() => producer.disconnect());

    it('clearing the outbox under the lock keeps other fields changed concurrently under the lock', async () => {
      const topic = unique('counters');
      await createTopics(topic);
      const Counter = counterModel();
      const locks = await newLocks();
      const event = (n: number) => createEvent({ source: '/test', type: 'Counted.v1', subject: 'c', data: { n } });
      await Counter.create({ _id: 'c', count: 0, note: 'start', other: [], ...withOutbox(topic, event(0)) });
      const relay = new OutboxRelay({ producer, models: [{ model: Counter, locks }], log });

      // One writer appends events (and sets a field), two others increment, while the relay keeps clearing.
      const rounds = 30;
      let writing = true;
      const appender = (async () => {
        for (let i = 1; i <= rounds; i++) {
          await locks.withLock('c', () =>
            Counter.updateOne(
              { _id: 'c' },
              { ...pushOutbox(topic, [event(i)], { note: `write ${i}` }), $addToSet: { other: `w${i}` } },
            ),
          );
        }
      })();
      const incrementer = async () => {
        for (let i = 0; i < rounds; i++) {
          await locks.withLock('c', () => Counter.updateOne({ _id: 'c' }, { $inc: { count: 1 } }));
        }
      };
      const relaying = (async () => {
        while (writing) await relay.flushAll();
      })();
      await Promise.all([appender, incrementer(), incrementer()]);
      writing = false;
      await relaying;
      while ((await relay.flushAll()) > 0);

      const doc = await Counter.findById('c').lean();
      expect(doc?.count).toBe(2 * rounds);
      expect([...(doc?.other ?? [])].sort()).toEqual(Array.from({ length: rounds }, (_, i) => `w${i + 1}`).sort());
      expect(doc).toMatchObject({ _outbox: [], _outboxPending: false });
      const published = new Set(
        (await readTopic(topic)).map((m) => (JSON.parse(m.value!.toString()) as { data: { n: number } }).data.n),
      );
      expect(published.size).toBe(rounds + 1);
    });
  });
});
