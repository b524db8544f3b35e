import { Kafka, logLevel, type Producer, type LogEntry } from 'kafkajs';
import type { Logger } from '../logger.js';
import { Topics, allTopics } from './topics.js';

export interface KafkaSettings {
  clientId: string;
  brokers: string[];
  /** How long to keep retrying a failed request; a caller that answers a person waiting gives up sooner. */
  retry?: { initialRetryTime: number; retries: number; maxRetryTime: number };
  connectionTimeout?: number;
}

// kafkajs logs retriable broker answers (e.g. "coordinator is loading" at start) as errors;
// real failures reach our code as exceptions, so its own errors are warnings here.
const levels: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'warn',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** A kafkajs client that logs through the service logger and gives up reconnecting after a bound. */
export function createKafka(settings: KafkaSettings, log: Logger): Kafka {
  return new Kafka({
    clientId: settings.clientId,
    brokers: settings.brokers,
    logLevel: logLevel.WARN,
    retry: settings.retry ?? { initialRetryTime: 300, retries: 8, maxRetryTime: 10_000 },
    ...(settings.connectionTimeout ? { connectionTimeout: settings.connectionTimeout } : {}),
    logCreator:
      () =>
      ({ level, log: entry }: LogEntry) => {
        const { message, ...rest } = entry;
        log[levels[level] ?? 'info']({ kafka: rest }, message);
      },
  });
}

/**
 * Fact topics are kept forever: read models (admin analytics, the search indexes) are rebuilt by
 * replaying them from the start. The work queue and the dead-letter twins keep the broker default.
 */
const KEPT_FOREVER: ReadonlySet<string> = new Set([
  Topics.users,
  Topics.content,
  Topics.commerce,
  Topics.email,
  Topics.webAnalytics,
]);

/** Creates every documented topic (and its dead-letter twin) that does not exist yet. */
export async function ensureTopics(kafka: Kafka, numPartitions = 3): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = allTopics().filter((t) => !existing.has(t));
    if (missing.length) {
      await admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({
          topic,
          numPartitions,
          replicationFactor: 1,
          ...(KEPT_FOREVER.has(topic) ? { configEntries: [{ name: 'retention.ms', value: '-1' }] } : {}),
        })),
      });
    }
  } finally {
    await admin.disconnect();
  }
}

/** Idempotent producer: the broker drops duplicates caused by the client's own retries. */
export function createProducer(kafka: Kafka): Producer {
  return kafka.producer({ idempotent: true, maxInFlightRequests: 1, allowAutoTopicCreation: false });
}
