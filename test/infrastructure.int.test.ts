import { randomBytes } from 'node:crypto';
import { Client } from 'minio';
import mongoose from 'mongoose';
import { createTopics, readTopic, testKafka, testSettings, unique } from './support/kit';

describe('the real infrastructure the services run on', () => {
  const settings = testSettings();

  it('stores and reads documents in the MongoDB-protocol database, with a unique index enforced', async () => {
    const db = await mongoose.createConnection(settings.mongoUrl, { dbName: unique('infra') }).asPromise();
    try {
      const Thing = db.model('Thing', new mongoose.Schema({ name: { type: String, unique: true }, n: Number }));
      await Thing.init();
      await Thing.create({ name: 'flashcard', n: 1 });
      await expect(Thing.create({ name: 'flashcard', n: 2 })).rejects.toMatchObject({ code: 11000 });
      const found = await Thing.findOne({ name: 'flashcard' }).lean();
      expect(found?.n).toBe(1);
      await Thing.updateOne({ name: 'flashcard' }, { $inc: { n: 4 } });
      expect((await Thing.findOne({ name: 'flashcard' }).lean())?.n).toBe(5);
    } finally {
      await db.dropDatabase();
      await db.close();
    }
  });

  it('publishes to and consumes from Kafka', async () => {
    const topic = unique('infra');
    await createTopics(topic);
    const producer = testKafka().producer();
    await producer.connect();
    await producer.send({ topic, messages: [{ key: 'k1', value: 'hello faithcraft' }] });
    await producer.disconnect();
    const messages = await readTopic(topic);
    expect(messages.map((m) => m.value?.toString())).toEqual(['hello faithcraft']);
  });

  it('writes and reads an object in MinIO', async () => {
    const minio = new Client(settings.minio);
    const bucket = unique('infra').toLowerCase().replace(/_/g, '-');
    const body = randomBytes(64 * 1024);
    await minio.makeBucket(bucket);
    try {
      await minio.putObject(bucket, 'images/test.bin', body, body.length, {
        'Content-Type': 'application/octet-stream',
      });
      const stream = await minio.getObject(bucket, 'images/test.bin');
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(body)).toBe(true);
    } finally {
      await minio.removeObject(bucket, 'images/test.bin');
      await minio.removeBucket(bucket);
    }
  });
});
