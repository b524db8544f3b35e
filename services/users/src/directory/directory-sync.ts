import { SyncQueue, type Logger, type WriteOutcome } from '@faithcraft/lib';
import type { UserVersions } from '../data/user-versions.js';
import type { UserDirectoryIndex } from './directory-index.js';

/**
 * Keeps the admin user directory in step with the users collection. Every write of a user in this
 * process schedules a sync of that user (the user store reports its writes, so no write site can
 * forget it): the sync reads the user as it is now, with its store version, and writes it at that
 * version (lib's SyncQueue: one sync per user at a time, retried with backoff). The reconciliation
 * at start catches what a crash between a write and its sync left out.
 */
export class DirectorySync {
  private readonly queue: SyncQueue;

  constructor(private readonly deps: { index: UserDirectoryIndex; versions: UserVersions; log: Logger }) {
    this.queue = new SyncQueue({
      sync: (id, visible) => this.sync(id, visible),
      log: deps.log,
      label: 'user directory',
    });
  }

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
    this.queue.schedule(userId);
  }

  /** After an admin's change: answers once the directory shows it, so the refreshed table does. */
  visibleNow(userId: string): Promise<void> {
    return this.queue.visibleNow(userId);
  }

  /** Stops retrying and waits for the syncs under way. */
  stop(): Promise<void> {
    return this.queue.stop();
  }
}
