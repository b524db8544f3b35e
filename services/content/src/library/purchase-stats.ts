import type { PurchaseModel } from '../data/purchase-model.js';

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

async function totals(purchases: PurchaseModel, side: 'sellerId' | 'buyerId', userId: string): Promise<PurchaseTotals> {
  // One accumulator per $group, grouped by the matched field: FerretDB 1.24 answers 0 for every
  // accumulator after the first, and for a field-path $sum under `_id: null` (both measured).
  const [count, [row]] = await Promise.all([
    purchases.countDocuments({ [side]: userId }).exec(),
    purchases.aggregate<{ cents: number }>([
      { $match: { [side]: userId } },
      { $group: { _id: `$${side}`, cents: { $sum: '$amountCents' } } },
    ]),
  ]);
  return { count, cents: row?.cents ?? 0 };
}

/**
 * Read from the purchases recorded off PurchaseCompleted.v1: whichever service publishes that
 * event (commerce, later), these figures follow without any change here or in the gateway.
 */
export async function purchaseStats(purchases: PurchaseModel, userId: string): Promise<PurchaseStats> {
  const [sales, bought] = await Promise.all([
    totals(purchases, 'sellerId', userId),
    totals(purchases, 'buyerId', userId),
  ]);
  return { sales, purchases: bought };
}
