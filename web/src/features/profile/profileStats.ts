/** What the API reports (spec 000 §3 "Profile stats"); money in integer cents. */
export interface ProfileStatsSource {
  totalGenerations?: number | null | undefined;
  totalDownloads?: number | null | undefined;
  totalEarningsCents?: number | null | undefined;
  totalSales?: number | null | undefined;
  totalSpentCents?: number | null | undefined;
  totalPurchases?: number | null | undefined;
}

export type ProfileStats = { [K in keyof ProfileStatsSource]-?: number };

/**
 * The four stat cards' numbers, each as the owning service reports it (generations, downloads and
 * the marketplace figures recorded from completed purchases all come from the content service).
 * A missing answer reads as 0 here; StatCards shows '—' when the query itself failed.
 */
export function profileStats(source: ProfileStatsSource | null | undefined): ProfileStats {
  return {
    totalGenerations: source?.totalGenerations ?? 0,
    totalDownloads: source?.totalDownloads ?? 0,
    totalEarningsCents: source?.totalEarningsCents ?? 0,
    totalSales: source?.totalSales ?? 0,
    totalSpentCents: source?.totalSpentCents ?? 0,
    totalPurchases: source?.totalPurchases ?? 0,
  };
}
