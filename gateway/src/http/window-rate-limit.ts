/**
 * A sliding-window counter held in the gateway's memory, for limits that protect the gateway itself
 * (anonymous analytics events). The gateway has no database, and a limit that resets when a gateway
 * restarts, or is counted per gateway instance, is acceptable here: each instance still bounds
 * what one visitor or address can make it publish. Limits that guard accounts live in the database
 * (lib's RateLimiter).
 *
 * The window slides: the count is this fixed window's plus the previous one's weighted by how much
 * of it still overlaps the last `windowMs`, so a burst at a window's edge is not allowed twice.
 */
export class WindowRateLimit {
  private window = 0;
  private current = new Map<string, number>();
  private previous = new Map<string, number>();

  constructor(
    private readonly opts: {
      limit: number;
      windowMs: number;
      /** Bounds memory under a flood of new subjects: beyond it a new subject is refused. */
      maxSubjects?: number;
    },
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts `amount` for `subject`; false (nothing counted) when that would exceed the limit. */
  take(subject: string, amount = 1): boolean {
    const now = this.now();
    this.roll(now);
    const used = this.current.get(subject);
    if (used === undefined && this.current.size >= (this.opts.maxSubjects ?? 100_000)) return false;
    const overlap = 1 - (now % this.opts.windowMs) / this.opts.windowMs;
    const estimate = (this.previous.get(subject) ?? 0) * overlap + (used ?? 0);
    if (estimate + amount > this.opts.limit) return false;
    this.current.set(subject, (used ?? 0) + amount);
    return true;
  }

  /** Gives back what `take` counted (when a later check refused the request or it failed). */
  giveBack(subject: string, amount = 1): void {
    const used = this.current.get(subject);
    if (used !== undefined) this.current.set(subject, Math.max(0, used - amount));
  }

  private roll(now: number): void {
    const window = Math.floor(now / this.opts.windowMs);
    if (window === this.window) return;
    this.previous = window === this.window + 1 ? this.current : new Map<string, number>();
    this.current = new Map<string, number>();
    this.window = window;
  }
}
