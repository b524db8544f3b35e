import type { ResolverDeps } from '@faithcraft/lib';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { SignupModel } from '../data/signup-model.js';
import { last24hStart } from '../domain/signups.js';

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
          signups.countDocuments({ signedUpAt: { $gte: last24hStart(new Date()) } }),
        ]);
        return { totalSignups, signupsLast24h };
      },
    },
  };
}
