import { isDuplicateKey } from '../duplicate-key.js';
import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { Logger } from '../logger.js';
import { counterKey, rateHitModel, windowStart, type RateHitModel, type RateRule } from './rate-hits.js';

const PRUNE_EVERY_MS = 60_000;
/**
 * Fixed-window limits stored in the database, so they hold across restarts and instances. Each
 * attempt takes one of the window's `limit` numbered slots by inserting `<key>:<slot>` (an insert
 * with a unique `_id` is atomic on FerretDB too, unlike `$inc` or insert-then-count, which under
 * concurrency allowed too many or too few); when every slot is taken the attempt is refused. No
 * lock is involved, so a busy subject never waits or fails: it is answered at once. Subjects
 * (e-mail addresses, token hashes) are hashed before they are stored.
 */
export class RateLimiter {
  private lastPrune = 0;
  private readonly hits: RateHitModel;

  constructor(
    db: Connection,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.hits = rateHitModel(db);
  }

  async init(): Promise<void> {
    await this.hits.init();
  }

  /** Counts one attempt; true while the window's count (this one included) is within the limit. */
  async hit(rule: RateRule, subject: string): Promise<boolean> {
    const now = this.now().getTime();
    this.pruneSometimes(now);
    const key = this.key(rule, subject);
    const expiresAt = new Date(windowStart(now, rule.windowMs) + rule.windowMs);
    const taken = await this.hits.countDocuments({ key });
    // Start at the count (a good guess); a slot someone else took just now moves us on.
    for (let slot = taken; slot < rule.limit; slot++) {
      try {
        await this.hits.create({ _id: `${key}:${slot}`, key, expiresAt });
        return true;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
    }
    return false;
  }

  /** Whether the window is used up, without counting another attempt. */
  async isExceeded(rule: RateRule, subject: string): Promise<boolean> {
    return (await this.hits.countDocuments({ key: this.key(rule, subject) })) >= rule.limit;
  }

  /** Forgets the window's attempts (after a successful sign-in). */
  async clear(rule: RateRule, subject: string): Promise<void> {
    await this.hits.deleteMany({ key: this.key(rule, subject) });
  }

  /** Whole seconds until the current window of `rule` ends (at least 1). */
  retryAfterSeconds(rule: RateRule): number {
    const now = this.now().getTime();
    return Math.max(1, Math.ceil((windowStart(now, rule.windowMs) + rule.windowMs - now) / 1000));
  }

  private key(rule: RateRule, subject: string): string {
    const hashed = createHash('sha256').update(subject).digest('base64url').slice(0, 32);
    return counterKey(rule, hashed, this.now().getTime());
  }

  /** FerretDB has no TTL index: expired attempts are deleted on write, at most once a minute. */
  private pruneSometimes(now: number): void {
    if (now - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now;
    this.hits.deleteMany({ expiresAt: { $lt: new Date(now) } }).catch((err: unknown) => {
      this.log.warn({ err }, 'pruning rate-limit attempts failed');
    });
  }
}
