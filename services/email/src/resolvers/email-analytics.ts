import type { AdminPolicy } from '@faithcraft/lib';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { EmailAnalytics } from '../campaigns/analytics.js';
import { segmentEnum } from '../campaigns/enums.js';

/** `emailAnalytics`: every figure computed from records (see EmailAnalytics). */
export function emailAnalyticsResolvers({
  adminPolicy,
  analytics,
}: {
  adminPolicy: AdminPolicy;
  analytics: EmailAnalytics;
}): Resolvers {
  return {
    Query: {
      emailAnalytics: async (_p, _a, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        const f = await analytics.figures();
        return {
          ...f,
          campaignPerformance: f.campaignPerformance.map(({ campaignId, name, sent, opens, conversions }) => ({
            campaignId,
            name,
            sent,
            opens,
            conversions,
          })),
          segmentPerformance: f.segmentPerformance.map((s) => ({ ...s, segment: segmentEnum(s.segment)! })),
        };
      },
    },
  };
}
