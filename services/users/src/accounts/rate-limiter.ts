import { createHash } from 'node:crypto';
import type { Logger } from '@faithcraft/lib';
import type { RateCounterModel } from '../data/rate-limit-model.js';
import { counterKey, windowStart, type RateRule } from '../domain/rate-limits.js';

const DUPLICATE_KEY = 11000;
const PRUNE_EVERY_MS = 60_000;

/**
 * Fixed-window counters stored in the database, so a limit holds across restarts and across
 * instances. Subjects (e-mail addresses, token hashes) are hashed before they are stored.
 */
export class RateLimiter {
  private lastPrune = 0;

  constructor(
    private readonly counters: RateCounterModel,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Whether the subject has used up this window (without counting another attempt). */
  async isExceeded(rule: RateRule, subject: string): Promise<boolean> {
    const doc = await this.counters.findById(this.key(rule, subject)).lean();
    return (doc?.count ?? 0) >= rule.limit;
  }

  /** Counts one attempt; true while the window's count (this one included) is within the limit. */
  async hit(rule: RateRule, subject: string): Promise<boolean> {
    const now = this.now().getTime();
    this.pruneSometimes(now);
    const expiresAt = new Date(windowStart(now, rule.windowMs) + rule.windowMs);
    for (let attempt = 1; ; attempt++) {
      try {
        const doc = await this.counters
          .findOneAndUpdate(
            { _id: this.key(rule, subject) },
            { $inc: { count: 1 }, $setOnInsert: { expiresAt } },
            { upsert: true, new: true },
          )
          .lean();
        return (doc?.count ?? 1) <= rule.limit;
      } catch (err) {
        // Two first hits of a window raced to insert the counter; the retry increments the winner's.
        if ((err as { code?: number }).code !== DUPLICATE_KEY || attempt >= 3) throw err;
      }
    }
  }

  async clear(rule: RateRule, subject: string): Promise<void> {
    await this.counters.deleteOne({ _id: this.key(rule, subject) });
  }

  private key(rule: RateRule, subject: string): string {
    const hashed = createHash('sha256').update(subject).digest('base64url').slice(0, 32);
    return counterKey(rule, hashed, this.now().getTime());
  }

  /** FerretDB has no TTL index: expired windows are deleted on write, at most once a minute. */
  private pruneSometimes(now: number): void {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.counters.deleteMany({ expiresAt: { $lt: new Date(now) } }).catch((err: unknown) => {
      this.log.warn({ err }, 'pruning rate-limit counters failed');
    });
  }
}
