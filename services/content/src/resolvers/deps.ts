import type { ResolverDeps } from '@faithcraft/lib';
import type { StorageAdmin } from '../admin/storage-admin.js';
import type { GenerationRequests } from '../generation/requests.js';
import type { FeaturedImages } from '../library/featured.js';
import type { Library } from '../library/library.js';
import type { Marketplace } from '../library/marketplace.js';
import type { Ratings } from '../library/ratings.js';

/** The use cases the resolvers translate to and from GraphQL (one object, as in every subgraph). */
export interface ContentResolverDeps extends ResolverDeps {
  library: Library;
  marketplace: Marketplace;
  ratings: Ratings;
  generation: GenerationRequests;
  storage: StorageAdmin;
  featured: FeaturedImages;
}
