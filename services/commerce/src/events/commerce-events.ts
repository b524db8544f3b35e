import {
  Topics,
  createEvent,
  eventsFor,
  type OutboxMessage,
  type PurchaseCompletedV1,
  type SubscriptionChangedV1,
  type SubscriptionPaidV1,
  type SubscriptionStatus,
} from '@faithcraft/lib';
import type { PurchaseDoc } from '../data/purchase-model.js';

const SOURCE = '/faithcraft/commerce';

/** PurchaseCompleted.v1, keyed by the purchase (the aggregate). */
export function purchaseCompleted(purchase: PurchaseDoc, amountCents: number, completedAt: Date): OutboxMessage[] {
  const event: PurchaseCompletedV1 = createEvent({
    source: SOURCE,
    type: 'PurchaseCompleted.v1',
    subject: purchase._id,
    time: completedAt,
    data: {
      purchaseId: purchase._id,
      imageId: purchase.imageId,
      buyerId: purchase.buyerId,
      sellerId: purchase.sellerId,
      amountCents,
      currency: 'usd',
      completedAt: completedAt.toISOString(),
    },
  });
  return eventsFor(Topics.commerce, event);
}

/** SubscriptionChanged.v1, keyed by the user: users mirrors the newest by changedAt. */
export function subscriptionChanged(
  userId: string,
  status: SubscriptionStatus,
  endsAt: Date | null,
  changedAt: Date,
): OutboxMessage[] {
  const event: SubscriptionChangedV1 = createEvent({
    source: SOURCE,
    type: 'SubscriptionChanged.v1',
    subject: userId,
    time: changedAt,
    data: {
      userId,
      subscriptionStatus: status,
      endsAt: endsAt ? endsAt.toISOString() : null,
      changedAt: changedAt.toISOString(),
    },
  });
  return eventsFor(Topics.commerce, event);
}

/** SubscriptionPaid.v1: one paid period of the Family Plan (revenue), keyed by the user. */
export function subscriptionPaid(
  userId: string,
  amountCents: number,
  periodStart: Date,
  periodEnd: Date,
  paidAt: Date,
): OutboxMessage[] {
  const event: SubscriptionPaidV1 = createEvent({
    source: SOURCE,
    type: 'SubscriptionPaid.v1',
    subject: userId,
    time: paidAt,
    data: {
      userId,
      amountCents,
      currency: 'usd',
      periodStart: periodStart.toISOString(),
      periodEnd: periodEnd.toISOString(),
      paidAt: paidAt.toISOString(),
    },
  });
  return eventsFor(Topics.commerce, event);
}
