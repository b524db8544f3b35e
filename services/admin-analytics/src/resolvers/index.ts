import type { ResolverDeps } from '@faithcraft/lib';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { SignupModel } from '../data/signup-model.js';

const DAY_MS = 24 * 3600 * 1000;

export interface AnalyticsResolverDeps extends ResolverDeps {
  signups: SignupModel;
}

export function resolvers({ adminPolicy, signups }: AnalyticsResolverDeps): Resolvers {
  return {
    Query: {
      adminMetrics: async (_parent, _args, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        const [totalSignups, signupsLast24h] = await Promise.all([
          signups.countDocuments({}),
          signups.countDocuments({ signedUpAt: { $gte: new Date(Date.now() - DAY_MS) } }),
        ]);
        return { totalSignups, signupsLast24h };
      },
    },
  };
}
