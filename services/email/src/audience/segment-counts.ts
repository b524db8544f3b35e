import type { SegmentKey } from './contract.js';
import type { AudienceStores, SegmentBucketDoc } from './read-model.js';
import { SEGMENT_PROJECTION, bucketKeysOf, countsFromBuckets, type SegmentFacts } from './segments.js';

export interface SegmentCounts {
  counts: Record<SegmentKey, number>;
  computedAt: Date;
}

const incBucket = (buckets: AudienceStores['buckets'], key: string, by: number) =>
  buckets.createOrUpdate({ _id: key, n: by }, () => ({ update: { $inc: { n: by } } }));

/**
 * Moves a user's counting to the buckets its facts put it in now, one bucket at a time: the counter
 * first, then the user's `countedIn` record. Derived from state, so a retry after a failed move
 * finishes it; only a crash between the two writes of one step can count that step twice (the
 * `rebuild` repair recomputes every counter).
 */
export async function reconcileBuckets(
  stores: Pick<AudienceStores, 'users' | 'buckets'>,
  userId: string,
): Promise<void> {
  for (let step = 0; step < 50; step++) {
    const user = await stores.users.findById(userId);
    if (!user) return;
    const counted = user.countedIn ?? [];
    const desired = bucketKeysOf(user);
    const leave = counted.find((k) => !desired.includes(k));
    const arrive = desired.find((k) => !counted.includes(k));
    const key = leave ?? arrive;
    if (!key) return;
    const by = leave ? -1 : 1;
    await incBucket(stores.buckets, key, by);
    await stores.users.update(userId, () => ({
      update: by > 0 ? { $addToSet: { countedIn: key } } : { $pull: { countedIn: key } },
    }));
  }
}

/**
 * Segment counts from the bucket counters the consumer keeps (a few hundred small documents,
 * whatever the number of users): one read of that collection, then arithmetic for today. FerretDB
 * reads every matching document of a filter, so counting over the users themselves would grow with
 * them (about 20 s at 100,000 users here). Cached for `maxAgeMs`; concurrent callers share one read.
 */
export class SegmentCounter {
  private cached: SegmentCounts | null = null;
  private running: Promise<SegmentCounts> | null = null;

  constructor(
    private readonly stores: Pick<AudienceStores, 'buckets' | 'userModel' | 'users'>,
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

  invalidate(): void {
    this.cached = null;
  }

  private async compute(): Promise<SegmentCounts> {
    const now = this.now();
    const docs = await this.stores.buckets.find({});
    const buckets = new Map(docs.map((b: SegmentBucketDoc) => [b._id, b.n]));
    this.cached = { counts: countsFromBuckets(buckets, now), computedAt: now };
    return this.cached;
  }

  /**
   * Rebuilds the counters from the users with one streaming pass (a repair after a crash between a
   * user's write and its counter moves, or after a restore): the counters are replaced by the pass.
   */
  async rebuild(): Promise<number> {
    const totals = new Map<string, number>();
    let users = 0;
    const cursor = this.stores.userModel
      .find({}, { ...SEGMENT_PROJECTION, countedIn: 1 })
      .lean<SegmentFacts & { _id: string; countedIn?: string[] }>()
      .cursor({ batchSize: 1000 });
    for await (const user of cursor) {
      users++;
      const keys = bucketKeysOf(user);
      for (const key of keys) totals.set(key, (totals.get(key) ?? 0) + 1);
      const counted = user.countedIn ?? [];
      if (counted.length !== keys.length || keys.some((k) => !counted.includes(k)))
        await this.stores.users.apply(user._id, { $set: { countedIn: keys } });
    }
    const existing = await this.stores.buckets.find({}, { projection: { _id: 1 } });
    for (const { _id } of existing) if (!totals.has(_id)) await this.stores.buckets.deleteById(_id);
    for (const [key, n] of totals)
      await this.stores.buckets.createOrUpdate({ _id: key, n }, (b) =>
        b.n === n ? null : { update: { $set: { n } } },
      );
    this.invalidate();
    return users;
  }
}
