import type { Connection } from 'mongoose';
import type { Kafka, Producer } from 'kafkajs';
import { createKafka, createProducer, ensureTopics } from './events/kafka.js';
import type { Stoppable } from './lifecycle.js';
import { createLogger, type Logger } from './logger.js';
import { connectDatabase } from './mongo.js';

export interface ServiceRuntime {
  log: Logger;
  db: Connection;
  kafka: Kafka;
  producer: Producer;
  /** Everything started so far, in start order; a service appends its own parts. */
  components: Stoppable[];
  stop(): Promise<void>;
}

/**
 * What every subgraph starts with: its logger, its own database, the documented Kafka topics and a
 * connected idempotent producer. Stopping runs in reverse start order.
 */
export async function startServiceRuntime(opts: {
  name: string;
  logLevel: string;
  mongoUrl: string;
  dbName: string;
  kafkaBrokers: string[];
}): Promise<ServiceRuntime> {
  const log = createLogger(opts.name, opts.logLevel);
  const components: Stoppable[] = [];
  const stop = async () => {
    for (const c of [...components].reverse()) await c.stop();
  };
  try {
    const db = await connectDatabase(opts.mongoUrl, opts.dbName);
    components.push({ name: 'database', stop: () => db.close() });
    const kafka = createKafka({ clientId: opts.name, brokers: opts.kafkaBrokers }, log);
    await ensureTopics(kafka);
    const producer = createProducer(kafka);
    await producer.connect();
    components.push({ name: 'producer', stop: () => producer.disconnect() });
    return { log, db, kafka, producer, components, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
