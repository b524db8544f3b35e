import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { ContentResolverDeps } from './deps.js';
import { downloadResolvers, publicProfileResolvers, userResolvers } from './entities.js';
import { imageResolvers } from './Image.js';
import { mutationResolvers } from './Mutation.js';
import { queryResolvers } from './Query.js';

export type { ContentResolverDeps } from './deps.js';

export function resolvers(deps: ContentResolverDeps): Resolvers {
  return {
    Query: queryResolvers(deps),
    Mutation: mutationResolvers(deps),
    Image: imageResolvers(deps),
    PublicProfile: publicProfileResolvers(deps),
    User: userResolvers(deps),
    Download: downloadResolvers(deps),
  };
}
