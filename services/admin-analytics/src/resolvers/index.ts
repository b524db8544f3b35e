import { GraphQLError } from 'graphql';
import type { ResolverDeps } from '@faithcraft/lib';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { Figures } from '../read/figures.js';

export interface AnalyticsResolverDeps extends ResolverDeps {
  figures: Figures;
}

export const SEARCH_LIMIT_MAX = 100;
export const searchLimitMessage = `Please choose a limit between 1 and ${SEARCH_LIMIT_MAX}`;

/** The admin console's figures; every call checks the caller's current admin role first. */
export function resolvers({ adminPolicy, figures }: AnalyticsResolverDeps): Resolvers {
  return {
    Query: {
      adminMetrics: async (_parent, { timeframe }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return figures.metrics(timeframe ?? 'D7');
      },
      adminRevenue: async (_parent, { timeframe }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return figures.revenue(timeframe ?? 'D7');
      },
      adminSearchAnalytics: async (_parent, { timeframe, limit }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        const n = limit ?? 25;
        if (!Number.isInteger(n) || n < 1 || n > SEARCH_LIMIT_MAX)
          throw new GraphQLError(searchLimitMessage, { extensions: { code: 'BAD_USER_INPUT' } });
        return figures.searchAnalytics(timeframe ?? 'D7', n);
      },
      adminFunnel: async (_parent, { timeframe }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return figures.funnel(timeframe ?? 'D7');
      },
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
