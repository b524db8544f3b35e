import type { Logger } from '@faithcraft/lib';
import type { UserVersions } from '../data/user-versions.js';
import type { UserDirectoryIndex, WriteOutcome } from './directory-index.js';

/** Users synced side by side (distinct ids only: one user's syncs never overlap, so they stay in order). */
const PARALLEL = 8;
const RETRY_MS = [250, 1000, 5000, 15_000, 30_000];

interface Pending {
  visible: boolean;
  waiters: (() => void)[];
  attempt: number;
}

/**
 * Keeps the admin user directory in step with the users collection. Every write of a user in this
 * process schedules a sync of that user (the user store reports its writes, so no write site can
 * forget it): the sync reads the user as it is now, with its store version, and writes it at that
 * version, so whatever order syncs land in the newest state stays. A failed sync is retried with
 * backoff; the reconciliation at start catches what a crash between a write and its sync left out.
 */
export class DirectorySync {
  private readonly pending = new Map<string, Pending>();
  private readonly inFlight = new Set<string>();
  private draining: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly deps: { index: UserDirectoryIndex; versions: UserVersions; log: Logger }) {}

  /** Brings one user's row up to date (`visible`: searchable when this returns, ≤ 1 s refresh). */
  async sync(userId: string, visible = false): Promise<WriteOutcome> {
    const current = await this.deps.versions.byId(userId);
    const outcome = current
      ? await this.deps.index.put(current.user, current.version, visible)
      : await this.deps.index.remove(userId, visible);
    // Nothing written here (an earlier sync wrote this state): that write may not be searchable yet.
    if (visible && outcome !== 'written') await this.deps.index.refresh();
    return outcome;
  }

  /** Called for every write of a user: synced soon, off the writer's path. */
  schedule(userId: string): void {
    this.enqueue(userId, false);
  }

  /**
   * After an admin's change: answers once the directory shows it, so the refreshed table does.
   * A failure only delays it (the retry and the events catch up); the change itself stands.
   */
  visibleNow(userId: string): Promise<void> {
    return new Promise((resolve) => this.enqueue(userId, true, resolve));
  }

  /** Stops retrying and waits for the syncs under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.draining;
    for (const entry of this.pending.values()) entry.waiters.forEach((w) => w());
    this.pending.clear();
  }

  private enqueue(userId: string, visible: boolean, waiter?: () => void): void {
    if (this.stopped) {
      waiter?.();
      return;
    }
    const entry = this.pending.get(userId) ?? { visible: false, waiters: [], attempt: 0 };
    entry.visible ||= visible;
    if (waiter) entry.waiters.push(waiter);
    this.pending.set(userId, entry);
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

  private async run(userId: string): Promise<void> {
    const entry = this.pending.get(userId)!;
    this.pending.delete(userId);
    this.inFlight.add(userId);
    try {
      await this.sync(userId, entry.visible);
      entry.waiters.forEach((w) => w());
    } catch (err) {
      // Retried later unless a newer request for the user already waits (it will read the newest state).
      entry.waiters.forEach((w) => w());
      const delay = RETRY_MS[Math.min(entry.attempt, RETRY_MS.length - 1)]!;
      this.deps.log.warn({ err, userId, retryInMs: delay }, 'user directory not updated yet (retrying)');
      if (!this.stopped) {
        setTimeout(() => {
          if (this.pending.has(userId)) return;
          this.pending.set(userId, { visible: false, waiters: [], attempt: entry.attempt + 1 });
          this.kick();
        }, delay).unref();
      }
    } finally {
      this.inFlight.delete(userId);
    }
  }
}
