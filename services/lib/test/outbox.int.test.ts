import mongoose, { Schema, type Connection } from 'mongoose';
import { createTopics, readTopic, testKafka, testSettings, unique, waitFor } from '../../../test/support/kit';
import { EventConsumer, type HandleResult } from '../src/events/consumer';
import { createEvent, type CloudEvent } from '../src/events/envelope';
import { OutboxRelay, outboxSchemaFields, pushOutbox, withOutbox } from '../src/events/outbox';
import { deadLetterTopic } from '../src/events/topics';
import { createLogger } from '../src/logger';

const log = createLogger('test', 'silent');

describe('outbox relay and idempotent consumer against Kafka and the database', () => {
  let db: Connection;
  const kafka = testKafka();
  const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1 });

  beforeAll(async () => {
    db = await mongoose.createConnection(testSettings().mongoUrl, { dbName: unique('outbox') }).asPromise();
    await producer.connect();
  });
  afterAll(async () => {
    await producer.disconnect();
    await db.dropDatabase();
    await db.close();
  });

  const orderModel = () =>
    db.model<{ _id: string; status: string }>(
      unique('Order'),
      new Schema({ _id: String, status: String, ...outboxSchemaFields() }, { versionKey: false }),
    );

  const orderEvent = (id: string, type: string) => createEvent({ source: '/test', type, subject: id, data: { id } });

  it('publishes each pending event once and clears the outbox', async () => {
    const topic = unique('orders');
    await createTopics(topic);
    const Order = orderModel();
    await Order.create({ _id: 'o1', status: 'placed', ...withOutbox(topic, orderEvent('o1', 'OrderPlaced.v1')) });
    await Order.updateOne({ _id: 'o1' }, pushOutbox(topic, [orderEvent('o1', 'OrderPaid.v1')], { status: 'paid' }));

    const relay = new OutboxRelay({ producer, models: [Order], log });
    expect(await relay.flushAll()).toBe(2);
    expect(await relay.flushAll()).toBe(0);

    const doc = await Order.findById('o1').lean();
    expect(doc).toMatchObject({ status: 'paid', _outbox: [], _outboxPending: false });
    const messages = await readTopic(topic);
    expect(messages.map((m) => (JSON.parse(m.value!.toString()) as { type: string }).type)).toEqual([
      'OrderPlaced.v1',
      'OrderPaid.v1',
    ]);
    expect(messages.every((m) => m.key?.toString() === 'o1')).toBe(true);
  });

  it('applies a redelivered event once and parks a poison message on the dead-letter topic', async () => {
    const topic = unique('orders');
    await createTopics(topic, deadLetterTopic(topic));
    const applied: string[] = [];
    const handle = async (event: CloudEvent): Promise<HandleResult> => {
      if ((event.data as { id: string }).id === 'explodes') throw new Error('cannot handle this one');
      applied.push(event.id);
      return 'applied';
    };
    const consumer = new EventConsumer({
      kafka,
      producer,
      db,
      groupId: unique('group'),
      topics: [topic],
      handle,
      log,
      retryDelayMs: () => 10,
    });
    const once = orderEvent('o2', 'OrderPlaced.v1');
    const failing = orderEvent('explodes', 'OrderPlaced.v1');
    const after = orderEvent('o3', 'OrderPlaced.v1');
    await producer.send({
      topic,
      messages: [once, once, failing, after]
        .map((e) => ({ key: e.subject, value: JSON.stringify(e) }))
        .concat([{ key: 'x', value: 'not json' }]),
    });
    await consumer.start();
    try {
      await waitFor(() => applied.includes(after.id), 30_000, 'the event after the poison message');
      expect(applied).toEqual([once.id, after.id]);
      const dead = await waitFor(
        async () => {
          const parked = await readTopic(deadLetterTopic(topic));
          return parked.length === 2 ? parked : undefined;
        },
        30_000,
        'two dead letters',
      );
      expect(dead.map((m) => m.headers?.['dlq-reason']?.toString())).toEqual([
        'cannot handle this one',
        'message is not JSON',
      ]);
    } finally {
      await consumer.stop();
    }
  });

  it('dead-letters a registered event whose payload breaks its contract, without calling the handler', async () => {
    const topic = unique('users');
    await createTopics(topic, deadLetterTopic(topic));
    const seen: string[] = [];
    const consumer = new EventConsumer({
      kafka,
      producer,
      db,
      groupId: unique('group'),
      topics: [topic],
      handle: async (event) => {
        seen.push(event.id);
        return 'applied';
      },
      log,
      retryDelayMs: () => 10,
    });
    const deleted = (data: Record<string, unknown>) =>
      createEvent({ source: '/faithcraft/users', type: 'UserDeleted.v1', subject: 'u-1', data });
    const broken = deleted({ userId: 'u-1', deletedAt: 'last tuesday' });
    const valid = deleted({ userId: 'u-1', deletedAt: new Date().toISOString() });
    await producer.send({
      topic,
      messages: [broken, valid].map((e) => ({ key: e.subject, value: JSON.stringify(e) })),
    });
    await consumer.start();
    try {
      await waitFor(() => seen.includes(valid.id), 30_000, 'the valid event after the broken one');
      expect(seen).toEqual([valid.id]);
      const [dead] = await waitFor(
        async () => {
          const parked = await readTopic(deadLetterTopic(topic));
          return parked.length === 1 ? parked : undefined;
        },
        30_000,
        'one dead letter',
      );
      expect(JSON.parse(dead!.value!.toString())).toMatchObject({ id: broken.id });
      expect(dead!.headers?.['dlq-reason']?.toString()).toMatch(/^invalid UserDeleted\.v1 payload: .*deletedAt/s);
    } finally {
      await consumer.stop();
    }
  });
});
