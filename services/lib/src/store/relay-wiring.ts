import type { Producer } from 'kafkajs';
import type { Logger } from '../logger.js';
import { OutboxRelay, type OutboxMessage } from '../events/outbox.js';
import type { AggregateStore } from './aggregate-store.js';

export interface StoreRelayOptions {
  producer: Producer;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- stores of any aggregate type
  stores: AggregateStore<any>[];
  log: Logger;
  pollIntervalMs?: number;
  beforePublish?: (messages: OutboxMessage[]) => void;
}

/** The outbox relay of a service's stores: registered with each, so their writes nudge it. */
export function createStoreRelay(opts: StoreRelayOptions): OutboxRelay {
  const relay = new OutboxRelay({
    producer: opts.producer,
    models: opts.stores.map((s) => s.outboxSource),
    log: opts.log,
    pollIntervalMs: opts.pollIntervalMs,
    beforePublish: opts.beforePublish,
  });
  for (const store of opts.stores) store.connectRelay(relay);
  return relay;
}
