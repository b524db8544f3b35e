import type { Connection } from 'mongoose';
import { AggregateStore, type Isolation } from '@faithcraft/lib';
import {
  emailListModel,
  membershipModel,
  subscriberModel,
  type EmailListDoc,
  type MembershipDoc,
  type SubscriberDoc,
} from './list-models.js';

export interface ListStores {
  lists: AggregateStore<EmailListDoc>;
  subscribers: AggregateStore<SubscriberDoc>;
  memberships: AggregateStore<MembershipDoc>;
  /** Read side only: recipients of a list are streamed with a cursor. */
  membershipModel: ReturnType<typeof membershipModel>;
}

export async function openListStores(db: Connection, isolation: Isolation): Promise<ListStores> {
  const memberships = membershipModel(db);
  const [lists, subscribers, membershipStore] = await Promise.all([
    AggregateStore.open<EmailListDoc>(isolation, emailListModel(db), 'email_list'),
    AggregateStore.open<SubscriberDoc>(isolation, subscriberModel(db), 'subscriber'),
    AggregateStore.open<MembershipDoc>(isolation, memberships, 'list_membership'),
  ]);
  return { lists, subscribers, memberships: membershipStore, membershipModel: memberships };
}
