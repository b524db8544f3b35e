import type { Consumer, EachBatchPayload, Kafka, Producer } from 'kafkajs';
import type { Logger } from '../logger.js';
import { parseEnvelope, type CloudEvent } from './envelope.js';
import { validateEvent } from './registry.js';
import { deadLetterTopic } from './topics.js';

/** One valid event of a batch and where it sits in its partition. */
export interface PositionedEvent {
  event: CloudEvent;
  offset: number;
}

/** One partition's batch as the handler sees it (malformed messages already dead-lettered). */
export interface EventBatch {
  topic: string;
  partition: number;
  /** Offset of the batch's first message: where a redelivery of this batch starts again. */
  firstOffset: number;
  /** Offset of the batch's last message (valid or not): what the handler marks its writes with. */
  lastOffset: number;
  events: PositionedEvent[];
}

export type BatchHandler = (batch: EventBatch) => Promise<void>;

export interface BatchEventConsumerOptions {
  kafka: Kafka;
  producer: Producer;
  groupId: string;
  topics: string[];
  handle: BatchHandler;
  log: Logger;
  maxAttempts?: number;
  retryDelayMs?: (attempt: number) => number;
  fromBeginning?: boolean;
  /**
   * 'after-batch' (default): each batch's offsets are committed once the handler succeeded.
   * 'by-handler': the handler's owner commits what it made durable with `commit()` (a handler that
   * buffers batches in memory must never let the group's offsets pass what it stored).
   */
  commits?: 'after-batch' | 'by-handler';
  /** Called after each batch's offsets are committed (progress for rebuilds and benches). */
  onCommitted?: (batch: { topic: string; partition: number; lastOffset: number; size: number }) => void;
}

const HEARTBEAT_INTERVAL_MS = 1_000;

/**
 * Batch consumer for read models (kafkajs eachBatch): hands one partition's batch to the handler,
 * retries it a bounded number of times, and commits the batch's offsets only after the handler
 * succeeded, so a crash mid-batch redelivers the whole batch. Partitions are handled one at a time:
 * the handler is the only writer of its documents (FerretDB does not isolate concurrent updates).
 * The handler owns idempotency (event ids, offset marks); a batch that keeps failing stops the consumer
 * rather than skipping facts a read model must count.
 */
export class BatchEventConsumer {
  private consumer: Consumer | undefined;
  private joined = false;

  constructor(private readonly opts: BatchEventConsumerOptions) {}

  async start(): Promise<void> {
    const consumer = this.opts.kafka.consumer({
      groupId: this.opts.groupId,
      sessionTimeout: 30_000,
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
    for (const topic of this.opts.topics)
      await consumer.subscribe({ topic, fromBeginning: this.opts.fromBeginning ?? true });
    await consumer.run({
      partitionsConsumedConcurrently: 1,
      eachBatchAutoResolve: false,
      autoCommit: false,
      eachBatch: async (payload) => {
        const beat = setInterval(() => void payload.heartbeat().catch(() => undefined), HEARTBEAT_INTERVAL_MS);
        try {
          await this.onBatch(payload);
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

  private async onBatch(payload: EachBatchPayload) {
    const { batch } = payload;
    if (!batch.messages.length || !payload.isRunning() || payload.isStale()) return;
    const events: PositionedEvent[] = [];
    for (const message of batch.messages) {
      try {
        events.push({ event: validateEvent(parseEnvelope(message.value)), offset: Number(message.offset) });
      } catch (err) {
        // A malformed envelope never gets better with retries: parked on the dead-letter twin.
        await this.deadLetter(batch.topic, batch.partition, message.offset, message.key, message.value, err);
      }
    }
    const lastOffset = Number(batch.lastOffset());
    const firstOffset = Number(batch.firstOffset());
    const input: EventBatch = { topic: batch.topic, partition: batch.partition, firstOffset, lastOffset, events };
    const maxAttempts = this.opts.maxAttempts ?? 5;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.opts.handle(input);
        break;
      } catch (err) {
        if (attempt >= maxAttempts) throw err;
        const delay = this.opts.retryDelayMs?.(attempt) ?? 200 * 4 ** (attempt - 1);
        this.opts.log.warn({ err, topic: batch.topic, partition: batch.partition, attempt }, 'batch failed; retrying');
        await new Promise((r) => setTimeout(r, delay));
      }
    }
    payload.resolveOffset(batch.lastOffset());
    if (this.opts.commits === 'by-handler') return;
    // Committed explicitly (auto-commit is off): only a batch fully written moves the group on.
    await this.commit([{ topic: batch.topic, partition: batch.partition, offset: lastOffset }], events.length);
  }

  /**
   * Commits positions (the last offset each partition's handler made durable). A partition this
   * member no longer owns is refused by the broker: its new owner starts from the previous commit,
   * which the handler's idempotency covers.
   */
  async commit(positions: { topic: string; partition: number; offset: number }[], size = 0): Promise<void> {
    if (!positions.length || !this.consumer) return;
    try {
      await this.consumer.commitOffsets(
        positions.map((p) => ({ topic: p.topic, partition: p.partition, offset: String(p.offset + 1) })),
      );
    } catch (err) {
      this.opts.log.warn({ err }, 'offsets not committed (a rebalance?); the next commit covers them');
      return;
    }
    for (const p of positions)
      this.opts.onCommitted?.({ topic: p.topic, partition: p.partition, lastOffset: p.offset, size });
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
