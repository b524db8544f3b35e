import { CATEGORIES, CONTENT_TYPES, enumValueMap } from '@faithcraft/lib';
import type { CategoryResolvers, ContentTypeResolvers, Resolvers } from '../__generated__/resolvers-types.js';
import type { ContentResolverDeps } from './deps.js';
import { downloadResolvers, publicProfileResolvers, userResolvers } from './entities.js';
import { imageResolvers } from './Image.js';
import { mutationResolvers } from './Mutation.js';
import { queryResolvers } from './Query.js';

export type { ContentResolverDeps } from './deps.js';

export function resolvers(deps: ContentResolverDeps): Resolvers {
  return {
    // GraphQL names ↔ the stored lowercase values, so resolvers and the domain see 'board-game'.
    ContentType: enumValueMap(CONTENT_TYPES) as ContentTypeResolvers,
    Category: enumValueMap(CATEGORIES) as CategoryResolvers,
    Query: queryResolvers(deps),
    Mutation: mutationResolvers(deps),
    Image: imageResolvers(deps),
    PublicProfile: publicProfileResolvers(deps),
    User: userResolvers(deps),
    Download: downloadResolvers(deps),
  };
}
