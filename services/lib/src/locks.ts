import { isDuplicateKey } from './duplicate-key.js';
import { randomInt, randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { Logger } from './logger.js';

const NAMESPACE_EXISTS = 48;

export interface DocumentLocksOptions {
  /** The collection that holds the locks of one kind of document, e.g. `image_locks`. */
  collection: string;
  /** How long a lock lives unless released; a holder that died is overtaken after this. */
  ttlMs?: number;
  /** How long `withLock` waits for a busy document before it gives up with an error. */
  maxWaitMs?: number;
  log: Logger;
}

interface LockDoc {
  _id: string;
  owner: string;
  expiresAt: Date;
}

/** Thrown when a document stayed locked by someone else for longer than `maxWaitMs`. */
export class LockBusyError extends Error {
  override readonly name = 'LockBusyError';
}

/**
 * Serialises the writes to one document across requests, consumers and service instances.
 *
 * Why: FerretDB 1.x (our local database) applies every update by reading the document, changing it
 * in memory and writing the whole document back, with no isolation. Concurrent updates of the same
 * document lose each other's changes (50 concurrent `$inc` gave 2; updates of different fields
 * undo each other) and an update's filter is no compare-and-set. Inserting a document with a unique
 * `_id` is atomic there (SQLite's primary key), and so is deleting one by `_id`: a lock is such an
 * insert, released by a delete. A holder that died is overtaken once its lock expired.
 *
 * Rules for callers: keep `fn` short (database reads and writes of that document, no network calls
 * to other systems), shorter than `ttlMs`; read the document inside `fn`, decide, write.
 *
 * Residual risk (FerretDB only): a delete with a filter is evaluated and then executed by `_id`,
 * not atomically. Overtaking and releasing delete only the exact lock they read (owner AND
 * expiry), so a lock taken after that read is never matched; but if, in the microseconds between
 * FerretDB evaluating that filter and deleting, the old lock is released and a new one inserted,
 * the new one is deleted. That needs an expired lock (a holder that crashed or ran past `ttlMs`)
 * plus a race inside one database command. On MongoDB the delete is atomic and the risk is nil.
 */
export class DocumentLocks {
  private readonly ttlMs: number;
  private readonly maxWaitMs: number;

  constructor(
    private readonly db: Connection,
    private readonly opts: DocumentLocksOptions,
  ) {
    this.ttlMs = opts.ttlMs ?? 5_000;
    this.maxWaitMs = opts.maxWaitMs ?? 15_000;
  }

  /** The collection holding these locks. */
  get collectionName(): string {
    return this.opts.collection;
  }

  private get locks() {
    return this.db.collection<LockDoc>(this.opts.collection);
  }

  /** Creates the lock collection up front (FerretDB may fail concurrent first inserts otherwise). */
  async init(): Promise<void> {
    await this.db.createCollection(this.opts.collection).catch((err: unknown) => {
      if ((err as { code?: number }).code !== NAMESPACE_EXISTS) throw err;
    });
  }

  /** Runs `fn` while holding the lock of `key`; waits (bounded) while someone else holds it. */
  async withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const owner = randomUUID();
    const lock = await this.acquire(key, owner);
    try {
      return await fn();
    } finally {
      if (Date.now() > lock.expiresAt.getTime()) {
        this.opts.log.warn({ key, collection: this.opts.collection }, 'a lock was held past its expiry');
      }
      await this.locks.deleteOne({ _id: key, owner, expiresAt: lock.expiresAt }).catch((err: unknown) => {
        this.opts.log.warn({ err, key }, 'releasing a lock failed; it expires on its own');
      });
    }
  }

  /** Inserts the lock (retrying while it is taken) and returns it. */
  private async acquire(key: string, owner: string): Promise<LockDoc> {
    const deadline = Date.now() + this.maxWaitMs;
    for (let attempt = 1; ; attempt++) {
      const lock: LockDoc = { _id: key, owner, expiresAt: new Date(Date.now() + this.ttlMs) };
      try {
        await this.locks.insertOne(lock);
        return lock;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
        if (Date.now() > deadline) {
          throw new LockBusyError(`${this.opts.collection} ${key} is busy`, { cause: err });
        }
        await this.overtakeIfExpired(key);
        // Jitter so waiters that collided do not retry in lockstep.
        await sleep(2 + randomInt(Math.min(40, attempt * 4) + 1));
      }
    }
  }

  /**
   * Removes a lock whose holder let it expire. Deletes only the lock exactly as read (owner and
   * expiry), so a waiter that read it late cannot remove the lock someone else took since.
   */
  private async overtakeIfExpired(key: string): Promise<void> {
    const lock = await this.locks.findOne({ _id: key });
    if (!lock || lock.expiresAt.getTime() >= Date.now()) return;
    const removed = await this.locks.deleteOne({ _id: key, owner: lock.owner, expiresAt: lock.expiresAt });
    if (removed.deletedCount === 1) {
      this.opts.log.warn({ key, collection: this.opts.collection }, 'overtook an expired lock');
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}
