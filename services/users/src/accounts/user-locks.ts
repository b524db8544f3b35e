import { randomUUID } from 'node:crypto';
import type { Logger } from '@faithcraft/lib';
import type { UserLockModel } from '../data/user-lock-model.js';

const DUPLICATE_KEY = 11000;
const LOCK_TTL_MS = 5_000;
const MAX_WAIT_MS = 15_000;

/**
 * Serialises writes to one user document across requests, consumers and service instances.
 *
 * Why a lock: FerretDB 1.x applies an update by reading the document, changing it in memory and
 * writing the whole document back, with nothing in between, so two concurrent updates of the same
 * user lose one another's changes and an update's filter is no compare-and-set (measured: 50
 * concurrent reservations with a version check granted 7 of 5). Inserting a document with a
 * unique `_id` is atomic there (SQLite's primary key), and so is deleting one, so the lock is an
 * insert; a holder that crashed is overtaken once its lock has expired.
 */
export class UserLocks {
  constructor(
    private readonly locks: UserLockModel,
    private readonly log: Logger,
  ) {}

  async withLock<T>(userId: string, fn: () => Promise<T>): Promise<T> {
    const owner = randomUUID();
    const deadline = Date.now() + MAX_WAIT_MS;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.locks.create({ _id: userId, owner, expiresAt: new Date(Date.now() + LOCK_TTL_MS) });
        break;
      } catch (err) {
        if ((err as { code?: number }).code !== DUPLICATE_KEY) throw err;
        if (Date.now() > deadline) throw new Error(`user ${userId} is busy`, { cause: err });
        await this.overtakeIfExpired(userId);
        await new Promise((r) => setTimeout(r, 2 + Math.random() * Math.min(40, attempt * 4)));
      }
    }
    try {
      return await fn();
    } finally {
      await this.locks.deleteOne({ _id: userId, owner }).catch((err: unknown) => {
        this.log.warn({ err, userId }, 'releasing a user lock failed; it expires on its own');
      });
    }
  }

  private async overtakeIfExpired(userId: string): Promise<void> {
    const lock = await this.locks.findById(userId).lean();
    if (lock && lock.expiresAt.getTime() < Date.now()) {
      this.log.warn({ userId }, 'overtaking an expired user lock');
      await this.locks.deleteOne({ _id: userId, owner: lock.owner });
    }
  }
}
