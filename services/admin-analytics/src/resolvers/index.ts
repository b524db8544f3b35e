import { GraphQLError } from 'graphql';
import type { ResolverDeps } from '@faithcraft/lib';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { Figures } from '../read/figures.js';

export interface AnalyticsResolverDeps extends ResolverDeps {
  figures: Figures;
}

export const SEARCH_LIMIT_MAX = 100;
export const searchLimitMessage = `Please choose a limit between 1 and ${SEARCH_LIMIT_MAX}`;

/** The admin console's figures, answered only to a caller whose admin role the users service confirms. */
export function resolvers({ adminPolicy, figures }: AnalyticsResolverDeps): Resolvers {
  return {
    Query: {
      adminMetrics: (_parent, { timeframe }, ctx) =>
        adminPolicy.readAsAdmin(ctx, () => figures.metrics(timeframe ?? 'D7')),
      adminRevenue: (_parent, { timeframe }, ctx) =>
        adminPolicy.readAsAdmin(ctx, () => figures.revenue(timeframe ?? 'D7')),
      adminSearchAnalytics: (_parent, { timeframe, limit }, ctx) =>
        adminPolicy.readAsAdmin(ctx, async () => {
          const n = limit ?? 25;
          if (!Number.isInteger(n) || n < 1 || n > SEARCH_LIMIT_MAX)
            throw new GraphQLError(searchLimitMessage, { extensions: { code: 'BAD_USER_INPUT' } });
          return figures.searchAnalytics(timeframe ?? 'D7', n);
        }),
      adminFunnel: (_parent, { timeframe }, ctx) =>
        adminPolicy.readAsAdmin(ctx, () => figures.funnel(timeframe ?? 'D7')),
    },
    User: {
      // Resolved for the users subgraph's admin directory (federation): one lookup by _id per user.
      // A user's revenue is shown to admins, and to the user themself.
      __resolveReference: async (ref: { id: string }, ctx) => {
        if (ctx.identity?.userId !== ref.id) await adminPolicy.requireAdmin(ctx);
        return { id: ref.id, totalRevenueCents: await figures.userRevenue(ref.id) };
      },
    },
  };
}
