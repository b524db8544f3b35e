import { SUBSCRIPTION_STATUSES, enumValueMap } from '@faithcraft/lib';
import type { Resolvers, SubscriptionStatusResolvers } from '../__generated__/resolvers-types.js';
import { adminMutations } from './AdminMutation.js';
import { entityResolvers } from './entities.js';
import { accountMutations } from './Mutation.js';
import { queryResolvers } from './Query.js';
import type { UsersServices } from './services.js';

export type { UsersServices } from './services.js';

export function resolvers(services: UsersServices): Resolvers {
  return {
    // GraphQL names ↔ the stored lowercase values, so resolvers and the domain see 'past_due'.
    SubscriptionStatus: enumValueMap(SUBSCRIPTION_STATUSES) as SubscriptionStatusResolvers,
    Query: queryResolvers(services),
    Mutation: { ...accountMutations(services), ...adminMutations(services) },
    ...entityResolvers(services),
  };
}
