import type { Connection } from 'mongoose';
import { AggregateStore, reportingWrites, type Isolation } from '@faithcraft/lib';
import {
  emailListModel,
  listCountModel,
  membershipModel,
  subscriberModel,
  type EmailListDoc,
  type ListCountDoc,
  type MembershipDoc,
  type SubscriberDoc,
} from './list-models.js';
import { subscriberOfMembership } from './rules.js';

export interface ListStores {
  lists: AggregateStore<EmailListDoc>;
  subscribers: AggregateStore<SubscriberDoc>;
  memberships: AggregateStore<MembershipDoc>;
  listCounts: AggregateStore<ListCountDoc>;
  /** Read side only: recipients of a list are streamed with a cursor. */
  membershipModel: ReturnType<typeof membershipModel>;
}

/**
 * `onSubscriberWrite`: the subscriber of every subscriber or membership written (lib's
 * reportingWrites), so the Subscribers table's index cannot miss a write site.
 */
export async function openListStores(
  db: Connection,
  isolation: Isolation,
  onSubscriberWrite: (subscriberId: string) => void = () => undefined,
): Promise<ListStores> {
  const memberships = membershipModel(db);
  const [lists, subscribers, membershipStore, listCounts] = await Promise.all([
    AggregateStore.open<EmailListDoc>(isolation, emailListModel(db), 'email_list'),
    AggregateStore.open<SubscriberDoc>(isolation, subscriberModel(db), 'subscriber'),
    AggregateStore.open<MembershipDoc>(isolation, memberships, 'list_membership'),
    AggregateStore.open<ListCountDoc>(isolation, listCountModel(db), 'list_count'),
  ]);
  return {
    lists,
    subscribers: reportingWrites(subscribers, onSubscriberWrite),
    memberships: reportingWrites(membershipStore, (id) => onSubscriberWrite(subscriberOfMembership(id))),
    listCounts,
    membershipModel: memberships,
  };
}

/**
 * Brings the list's subscriber counter in line with the membership's status: the membership's
 * `counted` flag is claimed under its isolation (of concurrent callers exactly one moves the
 * counter), then the counter moves. FerretDB answers a count over a big list slowly; the counter is one read.
 */
export async function reconcileListCount(stores: Pick<ListStores, 'memberships' | 'listCounts'>, id: string) {
  const claimed = await stores.memberships.update<number>(id, (m) => {
    const should = m.status === 'subscribed';
    return Boolean(m.counted) === should ? null : { update: { $set: { counted: should } }, result: should ? 1 : -1 };
  });
  const by = claimed?.result;
  if (!by) return;
  await stores.listCounts.createOrUpdate({ _id: claimed.before.listId, subscribed: by }, () => ({
    update: { $inc: { subscribed: by } },
  }));
}

/** Removes a membership, taking it out of its list's counter first. */
export async function deleteMembership(stores: Pick<ListStores, 'memberships' | 'listCounts'>, m: MembershipDoc) {
  if (m.counted)
    await stores.listCounts.createOrUpdate({ _id: m.listId, subscribed: -1 }, () => ({
      update: { $inc: { subscribed: -1 } },
    }));
  await stores.memberships.deleteById(m._id);
}
