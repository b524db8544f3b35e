/**
 * Spaces calls evenly at `ratePerSecond` across every concurrent caller: each `take()` is given
 * the next free slot and waits for it. A rate of 0 or less means no limit.
 */
export class Throttle {
  private nextSlot = 0;

  constructor(
    private readonly ratePerSecond: number,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  async take(): Promise<void> {
    if (this.ratePerSecond <= 0) return;
    const now = this.now();
    const slot = Math.max(now, this.nextSlot);
    this.nextSlot = slot + 1000 / this.ratePerSecond;
    if (slot > now) await this.sleep(slot - now);
  }
}

/** Runs `work` over `items` with at most `limit` in flight; answers the results in order. */
export async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return results;
}
