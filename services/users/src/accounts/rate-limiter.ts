import { createHash, randomUUID } from 'node:crypto';
import type { Logger } from '@faithcraft/lib';
import type { RateHitModel } from '../data/rate-limit-model.js';
import { counterKey, windowStart, type RateRule } from '../domain/rate-limits.js';

const PRUNE_EVERY_MS = 60_000;

/**
 * Fixed-window limits stored in the database, so they hold across restarts and instances. Each
 * attempt is one inserted document and a window's count is how many it has (see RateHitDoc for
 * why not `$inc`). Subjects (e-mail addresses, token hashes) are hashed before they are stored.
 */
export class RateLimiter {
  private lastPrune = 0;

  constructor(
    private readonly hits: RateHitModel,
    private readonly log: Logger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Counts one attempt; true while the window's count (this one included) is within the limit. */
  async hit(rule: RateRule, subject: string): Promise<boolean> {
    const now = this.now().getTime();
    this.pruneSometimes(now);
    const key = this.key(rule, subject);
    await this.hits.create({
      _id: randomUUID(),
      key,
      expiresAt: new Date(windowStart(now, rule.windowMs) + rule.windowMs),
    });
    return (await this.hits.countDocuments({ key })) <= rule.limit;
  }

  /** Whether the window is used up, without counting another attempt. */
  async isExceeded(rule: RateRule, subject: string): Promise<boolean> {
    return (await this.hits.countDocuments({ key: this.key(rule, subject) })) >= rule.limit;
  }

  /** Forgets the window's attempts (after a successful sign-in). */
  async clear(rule: RateRule, subject: string): Promise<void> {
    await this.hits.deleteMany({ key: this.key(rule, subject) });
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
