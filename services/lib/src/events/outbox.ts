import { Schema, type Model } from 'mongoose';
import type { Producer } from 'kafkajs';
import type { DocumentLocks } from '../locks.js';
import type { Logger } from '../logger.js';
import type { CloudEvent } from './envelope.js';

/**
 * Transactional outbox for a database without multi-document transactions (FerretDB 1.x).
 *
 * Pending events live inside the aggregate document they describe (`_outbox`), so the state
 * change and its events are one single-document write, which is atomic on every MongoDB-protocol
 * server. The relay publishes pending events, then removes them. A crash before the publish leaves
 * them pending (published after restart); a crash after the publish but before the removal
 * publishes them again with the same id, which consumers drop (they remember processed ids).
 *
 * Removal uses only equality filters and `$set` (FerretDB 1.x cannot `$pull` by a sub-document
 * condition): every append increments `_outboxSeq`, and the relay clears the outbox only if the
 * sequence is still the one it read, so an event appended meanwhile is never lost.
 *
 * On FerretDB that compare-and-set is not enough: an update rewrites the whole document without
 * isolation, so the relay's clearing could undo another field changed in the same instant. A
 * model whose documents are written concurrently is therefore given with its `DocumentLocks`, and
 * the relay re-reads and clears each document under that document's lock (docs/decisions/0002).
 */
export interface OutboxMessage {
  topic: string;
  envelope: CloudEvent;
}

export interface OutboxFields {
  _outbox: OutboxMessage[];
  /** Equality-indexed flag, so finding pending work never scans (FerretDB pushes down equality only). */
  _outboxPending: boolean;
  /** Incremented by every write that appends events. */
  _outboxSeq: number;
}

/** Spread into an aggregate's mongoose schema definition. */
export function outboxSchemaFields() {
  return {
    _outbox: {
      type: [new Schema<OutboxMessage>({ topic: String, envelope: Schema.Types.Mixed }, { _id: false })],
      default: [] as OutboxMessage[],
    },
    _outboxPending: { type: Boolean, default: false, index: true },
    _outboxSeq: { type: Number, default: 0 },
  };
}

/** Fields for a new document that is created together with its events. */
export function withOutbox(topic: string, ...events: CloudEvent[]): OutboxFields {
  return {
    _outbox: events.map((envelope) => ({ topic, envelope })),
    _outboxPending: events.length > 0,
    _outboxSeq: events.length > 0 ? 1 : 0,
  };
}

/** One update that changes a document (`$set`) and appends its events: atomic together. */
export function pushOutbox(topic: string, events: CloudEvent[], set: Record<string, unknown> = {}) {
  return {
    $push: { _outbox: { $each: events.map((envelope) => ({ topic, envelope })) } },
    $set: { ...set, _outboxPending: true },
    $inc: { _outboxSeq: 1 },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any aggregate model that has the outbox fields
type AnyModel = Model<any>;

/** A model whose clearing update runs under the lock of the document (keyed by its `_id`). */
export interface LockedOutboxSource {
  model: AnyModel;
  locks: DocumentLocks;
}

export type OutboxSource = AnyModel | LockedOutboxSource;

export interface OutboxRelayOptions {
  producer: Producer;
  /** Models with outbox fields; give `{ model, locks }` for documents that other writers change concurrently. */
  models: OutboxSource[];
  log: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** Test seam for crash tests: runs after events are read and before they are published. */
  beforePublish?: (messages: OutboxMessage[]) => void;
}

export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  private lastError: unknown;

  constructor(private readonly opts: OutboxRelayOptions) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Healthy when the last flush reached the database and the broker. */
  ready(): boolean {
    return !this.stopped && this.lastError === undefined;
  }

  /** Called right after a write that added events, so they go out without waiting for the poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.flushAll()
        .then(() => undefined)
        .finally(() => {
          this.running = undefined;
          if (this.stopped) return;
          const next = this.again ? 0 : (this.opts.pollIntervalMs ?? 1000);
          this.again = false;
          this.schedule(next);
        });
    }, delay);
  }

  /** Publishes everything pending; returns how many events went out. */
  async flushAll(): Promise<number> {
    let sent = 0;
    try {
      for (const source of this.opts.models) {
        sent += await this.flushModel(isLocked(source) ? source : { model: source, locks: undefined });
      }
      this.lastError = undefined;
    } catch (err) {
      this.lastError = err;
      this.opts.log.warn({ err }, 'outbox flush failed; will retry');
    }
    return sent;
  }

  private async flushModel(source: { model: AnyModel; locks: DocumentLocks | undefined }): Promise<number> {
    const { model } = source;
    const docs = await model
      .find({ _outboxPending: true }, { _outbox: 1, _outboxSeq: 1 })
      .limit(this.opts.batchSize ?? 100)
      .lean<PendingDoc[]>();
    let sent = 0;
    for (const doc of docs) {
      const messages = doc._outbox ?? [];
      if (messages.length) {
        this.opts.beforePublish?.(messages);
        await this.opts.producer.sendBatch({ topicMessages: groupByTopic(messages) });
        sent += messages.length;
      }
      const published = new Set(messages.map((m) => m.envelope.id));
      if (!source.locks) await this.removePublished(model, doc, published);
      else {
        await source.locks.withLock(String(doc._id), async () => {
          const current = await model.findById(doc._id, { _outbox: 1, _outboxSeq: 1 }).lean<PendingDoc>();
          if (current) await this.removePublished(model, current, published);
        });
      }
    }
    return sent;
  }

  /** Removes published events, keeping any appended since they were read (compare-and-set on the sequence). */
  private async removePublished(model: AnyModel, read: PendingDoc, published: Set<string>): Promise<void> {
    let current: PendingDoc | null = read;
    for (let attempt = 0; current && attempt < 5; attempt++) {
      const remaining = (current._outbox ?? []).filter((m) => !published.has(m.envelope.id));
      const result = await model.updateOne(
        { _id: current._id, _outboxSeq: current._outboxSeq ?? 0 },
        { $set: { _outbox: remaining, _outboxPending: remaining.length > 0 } },
      );
      if (result.matchedCount === 1) return;
      current = await model.findById(current._id, { _outbox: 1, _outboxSeq: 1 }).lean<PendingDoc>();
    }
    // Still contended: the events stay pending and go out again; consumers drop the duplicates.
  }
}

interface PendingDoc {
  _id: unknown;
  _outbox?: OutboxMessage[];
  _outboxSeq?: number;
}

function isLocked(source: OutboxSource): source is LockedOutboxSource {
  return typeof source !== 'function';
}

function groupByTopic(messages: OutboxMessage[]) {
  const byTopic = new Map<string, { key: string; value: string; headers: Record<string, string> }[]>();
  for (const { topic, envelope } of messages) {
    const list = byTopic.get(topic) ?? [];
    list.push({
      key: envelope.subject,
      value: JSON.stringify(envelope),
      headers: { ce_id: envelope.id, ce_type: envelope.type, 'content-type': 'application/cloudevents+json' },
    });
    byTopic.set(topic, list);
  }
  return [...byTopic].map(([topic, msgs]) => ({ topic, messages: msgs }));
}
