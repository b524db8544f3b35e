import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { Accounts } from '../accounts/accounts.js';
import { mutationResolvers } from './Mutation.js';
import { queryResolvers } from './Query.js';

export function resolvers(accounts: Accounts): Resolvers {
  return {
    Query: queryResolvers(accounts),
    Mutation: mutationResolvers(accounts),
  };
}
