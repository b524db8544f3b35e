import { z } from 'zod';
import type { CloudEvent } from './envelope.js';
import { isoUtcTime, nonEmptyId, subscriptionStatusSchema } from './vocabulary.js';

/** Published by the commerce subgraph on Topics.commerce. Amounts are integer cents. */
export const purchaseCompletedV1 = z.object({
  purchaseId: nonEmptyId(),
  imageId: nonEmptyId(),
  buyerId: nonEmptyId(),
  sellerId: nonEmptyId(),
  amountCents: z.number().int().nonnegative(),
  currency: z.literal('usd'),
  completedAt: isoUtcTime(),
});
export type PurchaseCompletedV1 = CloudEvent<'PurchaseCompleted.v1', z.infer<typeof purchaseCompletedV1>>;

export const subscriptionChangedV1 = z.object({
  userId: nonEmptyId(),
  subscriptionStatus: subscriptionStatusSchema,
  endsAt: isoUtcTime().nullable(),
  changedAt: isoUtcTime(),
});
/** The user's plan changed; users mirrors `subscriptionStatus` (and `endsAt` for a cancellation at period end). */
export type SubscriptionChangedV1 = CloudEvent<'SubscriptionChanged.v1', z.infer<typeof subscriptionChangedV1>>;

export const subscriptionPaidV1 = z.object({
  userId: nonEmptyId(),
  amountCents: z.number().int().nonnegative(),
  currency: z.literal('usd'),
  /** The paid period (the first one, or a renewal). */
  periodStart: isoUtcTime(),
  periodEnd: isoUtcTime(),
  paidAt: isoUtcTime(),
});
/** A Family Plan period was paid (first payment or renewal): subscription revenue for analytics. */
export type SubscriptionPaidV1 = CloudEvent<'SubscriptionPaid.v1', z.infer<typeof subscriptionPaidV1>>;

export type CommerceEvent = PurchaseCompletedV1 | SubscriptionChangedV1 | SubscriptionPaidV1;
