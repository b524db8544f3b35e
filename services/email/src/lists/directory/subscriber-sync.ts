import { SyncQueue, type Logger } from '@faithcraft/lib';
import type { SubscriberDirectoryIndex } from './subscriber-index.js';
import type { SubscriberRowSource } from './subscriber-source.js';

/**
 * Keeps the Subscribers table in step with the list stores, one subscriber at a time: every write
 * of a subscriber or of one of its memberships (the list stores report them) schedules a sync of
 * that subscriber, which writes each of its rows at its version and removes rows of memberships
 * that are gone. One sync per subscriber at a time, retried with backoff (lib's SyncQueue); the
 * reconciliation at start catches what a crash between a write and its sync left out.
 */
export class SubscriberDirectorySync {
  private readonly queue: SyncQueue;

  constructor(private readonly deps: { index: SubscriberDirectoryIndex; source: SubscriberRowSource; log: Logger }) {
    this.queue = new SyncQueue({
      sync: (id, visible) => this.sync(id, visible),
      log: deps.log,
      label: 'subscriber directory',
    });
  }

  /** Brings one subscriber's rows up to date (`visible`: searchable when this returns, ≤ 1 s refresh). */
  async sync(subscriberId: string, visible = false): Promise<void> {
    const { index, source } = this.deps;
    const [rows, indexed] = await Promise.all([source.rowsOf(subscriberId), index.rowIdsOf(subscriberId)]);
    const current = new Set(rows.map((r) => r.id));
    const outcomes = await Promise.all([
      ...rows.map((r) => index.put(r.doc, r.version, visible)),
      ...indexed.filter((id) => !current.has(id)).map((id) => index.removeAt(id, null, visible)),
    ]);
    // Nothing written here (an earlier sync wrote this state): that write may not be searchable yet.
    if (visible && !outcomes.includes('written')) await index.refresh();
  }

  /** Called for every write of a subscriber or its memberships: synced soon, off the writer's path. */
  schedule(subscriberId: string): void {
    this.queue.schedule(subscriberId);
  }

  /** After an admin's change: answers once the table shows it. */
  visibleNow(subscriberId: string): Promise<void> {
    return this.queue.visibleNow(subscriberId);
  }

  stop(): Promise<void> {
    return this.queue.stop();
  }
}
