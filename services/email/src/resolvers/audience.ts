import type { ResolverDeps } from '@faithcraft/lib';
import type { EmailSegment, Resolvers } from '../__generated__/resolvers-types.js';
import type { SegmentKey } from '../audience/contract.js';
import type { SegmentCounter } from '../audience/segment-counts.js';
import { SEGMENT_INFO, SEGMENT_KEYS } from '../audience/segments.js';

export interface AudienceResolverDeps extends ResolverDeps {
  segments: SegmentCounter;
}

/** SegmentKey ↔ the GraphQL enum (newVisitors ↔ NEW_VISITORS). */
export const segmentEnum = (key: SegmentKey): EmailSegment =>
  key.replace(/([A-Z])/g, '_$1').toUpperCase() as EmailSegment;

export function audienceResolvers({ adminPolicy, segments }: AudienceResolverDeps): Resolvers {
  return {
    Query: {
      emailSegments: async (_p, _a, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        const { counts, computedAt } = await segments.counts();
        return {
          ...counts,
          summaries: SEGMENT_KEYS.map((key) => ({
            segment: segmentEnum(key),
            name: SEGMENT_INFO[key].name,
            description: SEGMENT_INFO[key].description,
            count: counts[key],
          })),
          computedAt: computedAt.toISOString(),
        };
      },
    },
  };
}
