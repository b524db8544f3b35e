import type { Identity } from '@faithcraft/lib';
import type { DownloadResolvers, PublicProfileResolvers, UserResolvers } from '../__generated__/resolvers-types.js';
import type { PurchaseStats } from '../library/purchase-stats.js';
import type { ContentResolverDeps } from './deps.js';
import { withViewerMarks } from './viewer-marks.js';

export function publicProfileResolvers(deps: ContentResolverDeps): PublicProfileResolvers {
  const { library } = deps;
  return {
    __resolveReference: (ref) => ({ id: ref.id }),
    totalImages: (p) => library.countCreatorImages(p.id),
    publicImages: async (p, { limit }, ctx) =>
      withViewerMarks(deps, ctx.identity, await library.creatorImages(p.id, limit)),
  };
}

/** Counts only the signed-in user or an admin may see about an account. */
export function userResolvers({ library, adminPolicy }: ContentResolverDeps): UserResolvers {
  const allowed = async (id: string, ctx: { identity: Identity | null }) =>
    ctx.identity !== null && (ctx.identity.userId === id || (await adminPolicy.isAdmin(ctx.identity)));
  // The four marketplace fields share one read per resolved User (the parent object of this request).
  const statsByParent = new WeakMap<object, Promise<PurchaseStats>>();
  const stats = (u: { id: string }) => {
    let pending = statsByParent.get(u);
    if (!pending) statsByParent.set(u, (pending = library.purchaseStats(u.id)));
    return pending;
  };
  const purchaseFigure =
    (pick: (s: PurchaseStats) => number) =>
    async (u: { id: string }, _a: unknown, ctx: { identity: Identity | null }) =>
      (await allowed(u.id, ctx)) ? pick(await stats(u)) : 0;
  return {
    __resolveReference: (ref) => ({ id: ref.id }),
    totalGenerations: async (u, _a, ctx) => ((await allowed(u.id, ctx)) ? library.countGenerations(u.id) : 0),
    totalDownloads: async (u, _a, ctx) => ((await allowed(u.id, ctx)) ? library.countDownloads(u.id) : 0),
    totalSales: purchaseFigure((s) => s.sales.count),
    totalEarningsCents: purchaseFigure((s) => s.sales.cents),
    totalPurchases: purchaseFigure((s) => s.purchases.count),
    totalSpentCents: purchaseFigure((s) => s.purchases.cents),
  };
}

export function downloadResolvers({ library }: ContentResolverDeps): DownloadResolvers {
  return {
    id: (d) => d._id,
    createdAt: (d) => d.createdAt.toISOString(),
    image: async (d, _a, ctx) => library.viewable(d.imageId, ctx.identity),
  };
}
