import type { ListStores } from '../lists/list-stores.js';
import type { MembershipDoc } from '../lists/list-models.js';
import { DEFAULT_LIST_ID, subscriberId } from '../lists/rules.js';
import type { Audience, Audiences, Recipient } from './contract.js';
import type { AudienceStores, AudienceUserDoc } from './read-model.js';
import { SEGMENT_INFO, SEGMENT_PROJECTION, isInSegment, type SegmentFacts } from './segments.js';

type MemberFacts = SegmentFacts & Pick<AudienceUserDoc, '_id' | 'firstName'>;

function asRecipient(user: MemberFacts): Recipient {
  return {
    key: user._id,
    email: user.email!,
    firstName: user.firstName,
    userId: user._id,
    remainingGenerations: Math.max(0, (user.freeGenerationsLimit ?? 0) - (user.freeGenerationsUsed ?? 0)),
  };
}

/**
 * The recipients of a list or a segment, read in batches with a cursor. Suppressed addresses are
 * left out batch by batch (one equality lookup per address), so an unsubscribe during a long send
 * takes effect for the batches after it.
 */
export class AudienceDirectory implements Audiences {
  constructor(
    private readonly lists: ListStores,
    private readonly audience: AudienceStores,
    private readonly ensureDefaultList: () => Promise<{ _id: string }>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async defaultListId(): Promise<string> {
    return (await this.ensureDefaultList())._id ?? DEFAULT_LIST_ID;
  }

  async *recipients(audience: Audience, batchSize: number): AsyncIterable<Recipient[]> {
    const size = Math.max(1, Math.floor(batchSize));
    const batches =
      audience.kind === 'list' ? this.listBatches(audience.listId, size) : this.segmentBatches(audience, size);
    for await (const batch of batches) {
      const kept = await this.withoutSuppressed(batch);
      if (kept.length) yield kept;
    }
  }

  async count(audience: Audience): Promise<number> {
    if (audience.kind === 'segment') {
      let total = 0;
      for await (const batch of this.recipients(audience, 500)) total += batch.length;
      return total;
    }
    // A list's count needs only who is subscribed and not suppressed, not the members' variables.
    let total = 0;
    let batch: string[] = [];
    const countBatch = async () => {
      const states = await Promise.all(batch.map((id) => this.lists.subscribers.findById(id, { state: 1 })));
      total += states.filter((s) => !s || s.state === 'enabled').length;
      batch = [];
    };
    const cursor = this.lists.membershipModel
      .find({ listId: audience.listId, status: 'subscribed' }, { subscriberId: 1 })
      .lean<Pick<MembershipDoc, 'subscriberId'>>()
      .cursor({ batchSize: 1000 });
    for await (const m of cursor) {
      batch.push(m.subscriberId);
      if (batch.length >= 200) await countBatch();
    }
    if (batch.length) await countBatch();
    return total;
  }

  async member(userId: string): Promise<Recipient | null> {
    const user = await this.audience.users.findById(userId);
    if (!user || user.deletedAt || !user.email) return null;
    return asRecipient(user);
  }

  async label(audience: Audience): Promise<string> {
    if (audience.kind === 'segment') return SEGMENT_INFO[audience.segment].name;
    return (await this.lists.lists.findById(audience.listId))?.name ?? 'Deleted list';
  }

  private async *segmentBatches(audience: Extract<Audience, { kind: 'segment' }>, size: number) {
    const now = this.now();
    const cursor = this.audience.userModel
      .find({ deletedAt: null }, { ...SEGMENT_PROJECTION, firstName: 1 })
      .lean<MemberFacts>()
      .cursor({ batchSize: 1000 });
    let batch: Recipient[] = [];
    for await (const user of cursor) {
      if (!isInSegment(user, audience.segment, now)) continue;
      batch.push(asRecipient(user));
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }

  private async *listBatches(listId: string, size: number) {
    const cursor = this.lists.membershipModel
      .find({ listId, status: 'subscribed' }, { email: 1, subscriberId: 1 })
      .lean<Pick<MembershipDoc, '_id' | 'email' | 'subscriberId'>>()
      .cursor({ batchSize: 1000 });
    let batch: Pick<MembershipDoc, 'email' | 'subscriberId'>[] = [];
    for await (const m of cursor) {
      batch.push(m);
      if (batch.length >= size) {
        yield this.listRecipients(batch);
        batch = [];
      }
    }
    if (batch.length) yield this.listRecipients(batch);
  }

  /** A list member who has an account gets the account's variables and its user id as key. */
  private async listRecipients(batch: Pick<MembershipDoc, 'email' | 'subscriberId'>[]): Promise<Recipient[]> {
    return Promise.all(
      batch.map(async (m) => {
        const [user, subscriber] = await Promise.all([
          this.audience.emails.findById(m.email).then((e) => (e ? this.audience.users.findById(e.userId) : null)),
          this.lists.subscribers.findById(m.subscriberId, { name: 1 }),
        ]);
        if (user && !user.deletedAt) return asRecipient(user);
        const name = subscriber?.name ?? null;
        return {
          key: `sub:${m.subscriberId}`,
          email: m.email,
          firstName: name ? name.split(' ')[0]! : null,
          userId: null,
          remainingGenerations: null,
        };
      }),
    );
  }

  private async withoutSuppressed(batch: Recipient[]): Promise<Recipient[]> {
    const states = await Promise.all(
      batch.map((r) => this.lists.subscribers.findById(subscriberId(r.email.toLowerCase()), { state: 1 })),
    );
    return batch.filter((_, i) => !states[i] || states[i].state === 'enabled');
  }
}
