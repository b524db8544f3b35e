import type { Consumer, EachMessagePayload, Kafka, Producer } from 'kafkajs';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Logger } from '../logger.js';
import { parseEnvelope, type CloudEvent } from './envelope.js';
import { validateEvent } from './registry.js';
import { deadLetterTopic } from './topics.js';

/** What a handler returns: `ignored` for event types this consumer does not care about. */
export type HandleResult = 'applied' | 'ignored';
export type EventHandler = (event: CloudEvent) => Promise<HandleResult>;

interface ProcessedEvent {
  _id: string;
  type: string;
  processedAt: Date;
}

function processedEventModel(db: Connection, group: string): Model<ProcessedEvent> {
  const name = `ProcessedEvent_${group}`;
  if (db.models[name]) return db.models[name] as Model<ProcessedEvent>;
  const schema = new Schema<ProcessedEvent>({ _id: String, type: String, processedAt: Date }, { versionKey: false });
  return db.model<ProcessedEvent>(name, schema, `processed_events_${group.replace(/[^a-z0-9]/gi, '_')}`);
}

export interface EventConsumerOptions {
  kafka: Kafka;
  /** Publishes dead letters; share the service's producer. */
  producer: Producer;
  db: Connection;
  groupId: string;
  topics: string[];
  handle: EventHandler;
  log: Logger;
  maxAttempts?: number;
  retryDelayMs?: (attempt: number) => number;
  /** Long handlers (a generation job) need a longer session; the consumer heartbeats while one runs. */
  sessionTimeoutMs?: number;
  /** Partitions handled side by side (each partition still one message at a time). Default 1. */
  partitionsConsumedConcurrently?: number;
  /**
   * Where a new consumer group starts: the topic's beginning (default), or only new messages, for a
   * read model that rebuilds itself from its source instead of replaying history.
   */
  fromBeginning?: boolean;
}

const HEARTBEAT_INTERVAL_MS = 1_000;

/**
 * Idempotent consumer: skips event ids it has processed, retries a failing handler a bounded
 * number of times, then parks the message on the topic's dead-letter twin so one poison message
 * never blocks its partition.
 */
export class EventConsumer {
  private consumer: Consumer | undefined;
  private readonly processed: Model<ProcessedEvent>;
  private joined = false;

  constructor(private readonly opts: EventConsumerOptions) {
    this.processed = processedEventModel(opts.db, opts.groupId);
  }

  async start(): Promise<void> {
    const consumer = this.opts.kafka.consumer({
      groupId: this.opts.groupId,
      sessionTimeout: this.opts.sessionTimeoutMs ?? 15_000,
      heartbeatInterval: HEARTBEAT_INTERVAL_MS,
      retry: { retries: 8 },
    });
    this.consumer = consumer;
    consumer.on(consumer.events.GROUP_JOIN, () => {
      this.joined = true;
    });
    consumer.on(consumer.events.CRASH, () => {
      this.joined = false;
    });
    await consumer.connect();
    const fromBeginning = this.opts.fromBeginning ?? true;
    for (const topic of this.opts.topics) await consumer.subscribe({ topic, fromBeginning });
    await consumer.run({
      partitionsConsumedConcurrently: this.opts.partitionsConsumedConcurrently ?? 1,
      eachMessage: async (payload) => {
        // Heartbeat while the handler runs, so a slow one does not cost the consumer its partitions.
        const beat = setInterval(() => void payload.heartbeat().catch(() => undefined), HEARTBEAT_INTERVAL_MS);
        try {
          await this.onMessage(payload);
        } finally {
          clearInterval(beat);
        }
      },
    });
  }

  async stop(): Promise<void> {
    this.joined = false;
    await this.consumer?.disconnect();
  }

  ready(): boolean {
    return this.joined;
  }

  private async onMessage({ topic, partition, message }: EachMessagePayload): Promise<void> {
    let event: CloudEvent;
    try {
      // A malformed envelope or a payload that breaks its registered contract never gets better
      // with retries: straight to the dead-letter topic.
      event = validateEvent(parseEnvelope(message.value));
    } catch (err) {
      await this.deadLetter(topic, partition, message.offset, message.key, message.value, err);
      return;
    }
    if (await this.processed.exists({ _id: event.id })) {
      this.opts.log.debug({ eventId: event.id }, 'duplicate event skipped');
      return;
    }
    const maxAttempts = this.opts.maxAttempts ?? 3;
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await this.opts.handle(event);
        // Recorded after the handler: a crash in between replays the event, so handlers are written
        // to be idempotent themselves (upserts keyed by event or aggregate id).
        await this.processed.updateOne(
          { _id: event.id },
          { $setOnInsert: { type: event.type, processedAt: new Date() } },
          { upsert: true },
        );
        if (result === 'applied') this.opts.log.info({ eventId: event.id, type: event.type }, 'event applied');
        return;
      } catch (err) {
        if (attempt >= maxAttempts) {
          await this.deadLetter(topic, partition, message.offset, message.key, message.value, err);
          return;
        }
        // Safe to retry: handlers are idempotent, and a transient database error often clears.
        const delay = this.opts.retryDelayMs?.(attempt) ?? 200 * 4 ** (attempt - 1);
        this.opts.log.warn({ err, eventId: event.id, attempt }, 'event handler failed; retrying');
        await new Promise((r) => setTimeout(r, delay));
      }
    }
  }

  private async deadLetter(
    topic: string,
    partition: number,
    offset: string,
    key: Buffer | null,
    value: Buffer | null,
    err: unknown,
  ): Promise<void> {
    const reason = err instanceof Error ? err.message : String(err);
    this.opts.log.error({ topic, partition, offset, reason }, 'message sent to dead-letter topic');
    await this.opts.producer.send({
      topic: deadLetterTopic(topic),
      messages: [
        {
          key,
          value,
          headers: {
            'dlq-reason': reason.slice(0, 1000),
            'dlq-consumer-group': this.opts.groupId,
            'dlq-source': `${topic}/${partition}/${offset}`,
          },
        },
      ],
    });
  }
}
