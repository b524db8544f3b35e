// Small typed helpers shared by the integration and end-to-end tests. Every test makes its own
// unique data (ids, topics, databases), so tests can run in any order.
import { randomBytes } from 'node:crypto';
import { Kafka, logLevel, type KafkaMessage } from 'kafkajs';
import { infraSettings } from './settings';

export const unique = (prefix = 't'): string =>
  `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;

/** Where the infrastructure is; see test/support/settings.ts for the environment convention. */
export const testSettings = infraSettings;

export function testKafka(clientId = unique('test')): Kafka {
  return new Kafka({ clientId, brokers: testSettings().kafkaBrokers, logLevel: logLevel.NOTHING });
}

/** Polls `check` until it returns a value other than undefined/false, or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 30_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (err) {
      last = err;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}${last instanceof Error ? `: ${last.message}` : ''}`);
}

/** Reads a topic from the beginning up to its current end and returns the messages `keep` selects. */
export async function readTopic(
  topic: string,
  keep: (m: KafkaMessage) => boolean = () => true,
): Promise<KafkaMessage[]> {
  const kafka = testKafka();
  const admin = kafka.admin();
  await admin.connect();
  const ends = await admin.fetchTopicOffsets(topic);
  await admin.disconnect();
  const remaining = new Map(ends.filter((p) => Number(p.high) > 0).map((p) => [p.partition, Number(p.high)]));
  const found: KafkaMessage[] = [];
  if (remaining.size === 0) return found;

  const consumer = kafka.consumer({ groupId: unique('reader') });
  await consumer.connect();
  // Disconnected whatever happens: a consumer left running keeps the test process alive.
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`reading ${topic} timed out`)), 30_000);
      void consumer.run({
        eachMessage: async ({ partition, message }) => {
          if (keep(message)) found.push(message);
          if (Number(message.offset) + 1 >= (remaining.get(partition) ?? 0)) remaining.delete(partition);
          if (remaining.size === 0) {
            clearTimeout(timer);
            resolve();
          }
        },
      });
    });
  } finally {
    await consumer.disconnect();
  }
  return found;
}

/**
 * A consumer group that has never committed starts at the topics' current ends instead of their
 * beginning: a service under test then reads what its test publishes, not the machine's whole
 * history of earlier runs (minutes on a long-lived Kafka). A group with commits (a restart) is left alone.
 */
export async function startNewGroupAtTopicEnds(groupId: string, topics: string[]): Promise<void> {
  const admin = testKafka().admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    for (const topic of topics.filter((t) => existing.has(t))) {
      const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
      if (committed?.partitions.some((p) => Number(p.offset) >= 0)) continue;
      const partitions = (await admin.fetchTopicOffsets(topic)).map(({ partition, high }) => ({
        partition,
        offset: high,
      }));
      await admin.setOffsets({ groupId, topic, partitions });
    }
  } finally {
    await admin.disconnect();
  }
}

export async function createTopics(...topics: string[]): Promise<void> {
  const admin = testKafka().admin();
  await admin.connect();
  await admin.createTopics({ waitForLeaders: true, topics: topics.map((topic) => ({ topic, numPartitions: 1 })) });
  await admin.disconnect();
}
