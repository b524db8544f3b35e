import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { StorageAdmin } from '../admin/storage-admin.js';
import type { GenerationRequests } from '../generation/requests.js';
import type { Library } from '../library/library.js';
import { downloadResolvers, publicProfileResolvers, userResolvers } from './entities.js';
import { imageResolvers } from './Image.js';
import { mutationResolvers } from './Mutation.js';
import { queryResolvers } from './Query.js';

export function resolvers(deps: {
  library: Library;
  generation: GenerationRequests;
  storage: StorageAdmin;
}): Resolvers {
  return {
    Query: queryResolvers(deps.library, deps.storage),
    Mutation: mutationResolvers(deps.library, deps.generation, deps.storage),
    Image: imageResolvers(deps.library),
    PublicProfile: publicProfileResolvers(deps.library),
    User: userResolvers(deps.library),
    Download: downloadResolvers(deps.library),
  };
}
