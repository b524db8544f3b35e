import type { Resolvers } from '../__generated__/resolvers-types.js';

export function resolvers(): Resolvers {
  return {};
}
