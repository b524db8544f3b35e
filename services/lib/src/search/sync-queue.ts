import type { Logger } from '../logger.js';

/** Ids synced side by side (distinct ids only: one id's syncs never overlap, so they stay in order). */
const PARALLEL = 8;
const RETRY_MS = [250, 1000, 5000, 15_000, 30_000];

interface Pending {
  visible: boolean;
  waiters: (() => void)[];
  attempt: number;
}

/**
 * Keeps a read model in step with its source, one id at a time: every write of a record in this
 * process schedules a sync of its id, off the writer's path. `sync` reads the record as it is now
 * and writes it at its version, so whatever order syncs land in the newest state stays. One sync per
 * id at a time, a few ids in parallel; a failed sync is retried with backoff; a rebuild at start
 * catches what a crash between a write and its sync left out.
 */
export class SyncQueue {
  private readonly pending = new Map<string, Pending>();
  private readonly inFlight = new Set<string>();
  private draining: Promise<void> | null = null;
  private stopped = false;

  constructor(
    private readonly deps: {
      /** Brings one id's document up to date (`visible`: searchable when it answers). */
      sync: (id: string, visible: boolean) => Promise<unknown>;
      log: Logger;
      /** Names the read model in the retry warning, e.g. 'user directory'. */
      label: string;
    },
  ) {}

  /** Called for every write of a record: synced soon, off the writer's path. */
  schedule(id: string): void {
    this.enqueue(id, false);
  }

  /**
   * After an admin's change: answers once the read model shows it, so a refetched table does.
   * A failure only delays it (the retry catches up); the change itself stands.
   */
  visibleNow(id: string): Promise<void> {
    return new Promise((resolve) => this.enqueue(id, true, resolve));
  }

  /** Stops retrying and waits for the syncs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.draining;
    for (const entry of this.pending.values()) entry.waiters.forEach((w) => w());
    this.pending.clear();
  }

  private enqueue(id: string, visible: boolean, waiter?: () => void): void {
    if (this.stopped) {
      waiter?.();
      return;
    }
    const entry = this.pending.get(id) ?? { visible: false, waiters: [], attempt: 0 };
    entry.visible ||= visible;
    if (waiter) entry.waiters.push(waiter);
    this.pending.set(id, entry);
    this.kick();
  }

  private kick(): void {
    if (this.draining || this.stopped) return;
    this.draining = this.drain().finally(() => {
      this.draining = null;
      if (this.ready().length) this.kick();
    });
  }

  private ready(): string[] {
    return [...this.pending.keys()].filter((id) => !this.inFlight.has(id));
  }

  private async drain(): Promise<void> {
    for (let batch = this.ready(); batch.length && !this.stopped; batch = this.ready()) {
      await Promise.all(batch.slice(0, PARALLEL).map((id) => this.run(id)));
    }
  }

  private async run(id: string): Promise<void> {
    const entry = this.pending.get(id)!;
    this.pending.delete(id);
    this.inFlight.add(id);
    try {
      await this.deps.sync(id, entry.visible);
      entry.waiters.forEach((w) => w());
    } catch (err) {
      // Retried later unless a newer request for the id already waits (it will read the newest state).
      entry.waiters.forEach((w) => w());
      const delay = RETRY_MS[Math.min(entry.attempt, RETRY_MS.length - 1)]!;
      this.deps.log.warn({ err, id, retryInMs: delay }, `${this.deps.label} not updated yet (retrying)`);
      if (!this.stopped) {
        setTimeout(() => {
          if (this.pending.has(id)) return;
          this.pending.set(id, { visible: false, waiters: [], attempt: entry.attempt + 1 });
          this.kick();
        }, delay).unref();
      }
    } finally {
      this.inFlight.delete(id);
    }
  }
}
