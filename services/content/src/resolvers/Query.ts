import { CATEGORIES, CONTENT_TYPES, requireUser } from '@faithcraft/lib';
import type { QueryResolvers } from '../__generated__/resolvers-types.js';
import { PUBLISH_PRICING } from '../domain/visibility.js';
import type { FacetCount } from '../library/marketplace-query.js';
import type { ContentResolverDeps } from './deps.js';
import { withViewerMarks } from './viewer-marks.js';

/** Stored values of an enum facet; values outside the vocabulary (never written today) are dropped. */
const known = <V extends string>(counts: FacetCount[], vocabulary: readonly V[]) =>
  counts.flatMap((c) =>
    (vocabulary as readonly string[]).includes(c.value) ? [{ value: c.value as V, count: c.count }] : [],
  );

export function queryResolvers(deps: ContentResolverDeps): QueryResolvers {
  const { library, storage, adminPolicy, marketplace } = deps;
  return {
    myImages: async (_p, { filter, limit }, ctx) => {
      const viewer = requireUser(ctx);
      return withViewerMarks(deps, viewer, await library.myImages(viewer, filter, limit));
    },
    image: async (_p, { id }, ctx) => library.viewable(id, ctx.identity),
    publicImages: async (_p, { input }, ctx) => {
      const page = await marketplace.search(input ?? {}, ctx.identity);
      return {
        ...page,
        items: await withViewerMarks(deps, ctx.identity, page.items),
        facets: {
          categories: known(page.facets.categories, CATEGORIES).map((c) => ({ category: c.value, count: c.count })),
          contentTypes: known(page.facets.contentTypes, CONTENT_TYPES).map((c) => ({
            contentType: c.value,
            count: c.count,
          })),
          styles: page.facets.styles.map((c) => ({ style: c.value, count: c.count })),
        },
      };
    },
    publishPricing: () => ({ ...PUBLISH_PRICING }),
    myDownloads: async (_p, { limit }, ctx) => library.myDownloads(requireUser(ctx), limit),
    featuredImages: async (_p, { limit }, ctx) => withViewerMarks(deps, ctx.identity, await deps.featured.list(limit)),
    imageHealth: async (_p, _a, ctx) => {
      await adminPolicy.requireAdmin(ctx);
      return storage.health();
    },
  };
}
