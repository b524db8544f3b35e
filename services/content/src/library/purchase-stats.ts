import type { AggregateStore } from '@faithcraft/lib';
import type { PurchaseDoc } from '../data/purchase-model.js';

/** One side of a user's marketplace record: how many purchases and their total, integer cents. */
export interface PurchaseTotals {
  count: number;
  cents: number;
}

export interface PurchaseStats {
  /** The user's images that others bought. */
  sales: PurchaseTotals;
  /** Images the user bought. */
  purchases: PurchaseTotals;
}

async function totals(
  purchases: AggregateStore<PurchaseDoc>,
  side: 'sellerId' | 'buyerId',
  userId: string,
): Promise<PurchaseTotals> {
  const [count, cents] = await Promise.all([
    purchases.countDocuments({ [side]: userId }),
    purchases.sum(side, userId, 'amountCents'),
  ]);
  return { count, cents };
}

/**
 * Read from the purchases recorded off PurchaseCompleted.v1: whichever service publishes that
 * event (commerce, later), these figures follow without any change here or in the gateway.
 */
export async function purchaseStats(purchases: AggregateStore<PurchaseDoc>, userId: string): Promise<PurchaseStats> {
  const [sales, bought] = await Promise.all([
    totals(purchases, 'sellerId', userId),
    totals(purchases, 'buyerId', userId),
  ]);
  return { sales, purchases: bought };
}
