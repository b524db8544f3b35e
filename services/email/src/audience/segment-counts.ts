import type { SegmentKey } from './contract.js';
import type { AudienceStores } from './read-model.js';
import { SEGMENT_KEYS, SEGMENT_PROJECTION, segmentsOf, type SegmentFacts } from './segments.js';

export interface SegmentCounts {
  counts: Record<SegmentKey, number>;
  computedAt: Date;
}

/**
 * Segment counts from one streaming pass over the per-user documents (FerretDB answers only equality
 * filters fast, and the segments depend on "now", so counting in the database would not help).
 * The result is cached: callers within `maxAgeMs` share it, and concurrent callers share one pass.
 */
export class SegmentCounter {
  private cached: SegmentCounts | null = null;
  private running: Promise<SegmentCounts> | null = null;

  constructor(
    private readonly stores: Pick<AudienceStores, 'userModel'>,
    private readonly maxAgeMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async counts(): Promise<SegmentCounts> {
    const now = this.now();
    if (this.cached && now.getTime() - this.cached.computedAt.getTime() < this.maxAgeMs) return this.cached;
    this.running ??= this.compute().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Forgets the cached counts (an admin asked to refresh, or a test needs the latest events). */
  invalidate(): void {
    this.cached = null;
  }

  private async compute(): Promise<SegmentCounts> {
    const now = this.now();
    const counts = Object.fromEntries(SEGMENT_KEYS.map((k) => [k, 0])) as Record<SegmentKey, number>;
    const cursor = this.stores.userModel.find({}, SEGMENT_PROJECTION).lean<SegmentFacts>().cursor({ batchSize: 1000 });
    for await (const user of cursor) for (const segment of segmentsOf(user, now)) counts[segment]++;
    this.cached = { counts, computedAt: now };
    return this.cached;
  }
}
