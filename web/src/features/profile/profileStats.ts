/** What the server reports today (spec 000 §3 "Profile stats"). */
export interface ProfileStatsSource {
  totalGenerations?: number | null | undefined;
  totalDownloads?: number | null | undefined;
}

export interface ProfileStats {
  totalGenerations: number;
  totalDownloads: number;
  totalEarningsCents: number;
  totalSales: number;
  totalSpentCents: number;
  totalPurchases: number;
}

/**
 * The four stat cards' numbers from the one place that knows where each comes from.
 * Generations and downloads are real counts from the API. Marketplace sales and purchases belong
 * to the commerce service, which is not part of the API yet: until it is, nobody can have sold or
 * bought anything, so 0 is the true value, not a placeholder. When commerce adds
 * totalEarnings/totalSales/totalSpent/totalPurchases, read them here.
 */
export function profileStats(source: ProfileStatsSource | null | undefined): ProfileStats {
  return {
    totalGenerations: source?.totalGenerations ?? 0,
    totalDownloads: source?.totalDownloads ?? 0,
    totalEarningsCents: 0,
    totalSales: 0,
    totalSpentCents: 0,
    totalPurchases: 0,
  };
}
