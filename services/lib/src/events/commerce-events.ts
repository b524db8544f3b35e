import type { CloudEvent } from './envelope.js';

/** Published by the commerce subgraph on Topics.commerce. Amounts are integer cents. */
export type PurchaseCompletedV1 = CloudEvent<
  'PurchaseCompleted.v1',
  {
    purchaseId: string;
    imageId: string;
    buyerId: string;
    sellerId: string;
    amountCents: number;
    currency: 'usd';
    completedAt: string;
  }
>;

/** The user's plan changed; users mirrors `subscriptionStatus` (and `endsAt` for a cancellation at period end). */
export type SubscriptionChangedV1 = CloudEvent<
  'SubscriptionChanged.v1',
  { userId: string; subscriptionStatus: string; endsAt: string | null; changedAt: string }
>;

export type CommerceEvent = PurchaseCompletedV1 | SubscriptionChangedV1;
