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
});
