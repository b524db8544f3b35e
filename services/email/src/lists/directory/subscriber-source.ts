import type { Connection } from 'mongoose';
import { membershipModel, subscriberModel, type MembershipDoc, type SubscriberDoc } from '../list-models.js';
import { toSubscriberRow, type SubscriberRow } from './subscriber-row.js';

/** A row with its version: its membership's store `_version` plus its subscriber's. */
export interface VersionedRow {
  id: string;
  doc: SubscriberRow;
  version: number;
}

type Versioned<T> = T & { _version?: number };
const MEMBERSHIP_FIELDS = {
  _id: 1,
  subscriberId: 1,
  email: 1,
  listId: 1,
  status: 1,
  subscribedAt: 1,
  updatedAt: 1,
  _version: 1,
};
const SUBSCRIBER_FIELDS = { name: 1, state: 1, _version: 1 };

const rowOf = (m: Versioned<MembershipDoc>, s: Versioned<SubscriberDoc> | null): VersionedRow => ({
  id: m._id,
  doc: toSubscriberRow(m, s),
  version: (m._version ?? 0) + (s?._version ?? 0),
});

/**
 * Reads the subscriber directory's rows from the source collections, with the store versions the
 * AggregateStore keeps for itself and its reads hide. Reads only: every write goes through the
 * list stores. Every lookup is an equality on an indexed field (FerretDB pushes those down).
 */
export class SubscriberRowSource {
  private readonly memberships;
  private readonly subscribers;

  constructor(db: Connection) {
    this.memberships = membershipModel(db);
    this.subscribers = subscriberModel(db);
  }

  /** One subscriber's rows as they are now (none when it is on no list). */
  async rowsOf(subscriberId: string): Promise<VersionedRow[]> {
    const [subscriber, memberships] = await Promise.all([
      this.subscribers.findById(subscriberId, SUBSCRIBER_FIELDS).lean<Versioned<SubscriberDoc>>(),
      this.memberships.find({ subscriberId }, MEMBERSHIP_FIELDS).lean<Versioned<MembershipDoc>[]>(),
    ]);
    return memberships.map((m) => rowOf(m, subscriber));
  }

  async hasRow(id: string): Promise<boolean> {
    return (await this.memberships.exists({ _id: id })) !== null;
  }

  count(): Promise<number> {
    return this.memberships.estimatedDocumentCount().exec();
  }

  /**
   * Every row, in batches (a rebuild reads both collections once: the subscribers' names and
   * states are held by id while the memberships stream).
   */
  async *all(batchSize = 1000): AsyncGenerator<VersionedRow[]> {
    const subscribers = new Map<string, Versioned<SubscriberDoc>>();
    for await (const s of this.subscribers
      .find({}, { ...SUBSCRIBER_FIELDS, _id: 1 })
      .lean<Versioned<SubscriberDoc>[]>()
      .batchSize(batchSize)
      .cursor())
      subscribers.set(s._id, s);
    let batch: VersionedRow[] = [];
    for await (const m of this.memberships
      .find({}, MEMBERSHIP_FIELDS)
      .lean<Versioned<MembershipDoc>[]>()
      .batchSize(batchSize)
      .cursor()) {
      batch.push(rowOf(m, subscribers.get(m.subscriberId) ?? null));
      if (batch.length >= batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length) yield batch;
  }
}
