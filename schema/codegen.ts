// One codegen config for the whole repo: resolver types per subgraph (federation-aware, typed
// context) and typed documents for the two front ends. Output goes to __generated__ folders,
// which are build artefacts and never edited by hand.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';
import {
  CATEGORIES,
  CONTACT_SUBJECTS,
  CONTENT_TYPES,
  SUBSCRIPTION_STATUSES,
  enumValueMap,
} from '../packages/validation/src/vocabulary';

/** The subgraphs and their resolver mappers (parents that are data-layer types) come from subgraphs.json. */
const { subgraphs } = JSON.parse(readFileSync(join(__dirname, 'subgraphs.json'), 'utf8')) as {
  subgraphs: { name: string; sdl: string; mappers?: Record<string, string> }[];
};

const resolverConfig = {
  federation: true,
  useIndexSignature: true,
  contextType: '@faithcraft/lib#RequestContext',
  enumsAsTypes: true,
  avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
  maybeValue: 'T | null | undefined',
};

/**
 * GraphQL enum → the lowercase wire value the service keeps (the same maps are the subgraphs' enum
 * resolvers), so resolvers see and return 'past_due', never 'PAST_DUE'.
 */
const enumValues: Record<string, Record<string, Record<string, string>>> = {
  users: { SubscriptionStatus: enumValueMap(SUBSCRIPTION_STATUSES) },
  email: { ContactSubject: enumValueMap(CONTACT_SUBJECTS) },
  content: { ContentType: enumValueMap(CONTENT_TYPES), Category: enumValueMap(CATEGORIES) },
  commerce: { SubscriptionStatus: enumValueMap(SUBSCRIPTION_STATUSES) },
};

const config: CodegenConfig = {
  ignoreNoDocuments: true,
  overwrite: true,
  generates: {
    ...Object.fromEntries(
      subgraphs.map(({ name, sdl, mappers }) => [
        // Generated next to the SDL: services/<name>/src/__generated__/.
        sdl.replace(/schema\.graphql$/, '__generated__/resolvers-types.ts'),
        {
          schema: sdl,
          plugins: ['typescript', 'typescript-resolvers'],
          config: { ...resolverConfig, mappers: mappers ?? {}, enumValues: enumValues[name] ?? {} },
        },
      ]),
    ),
    ...Object.fromEntries(
      ['web', 'admin-web', 'packages/ui'].map((app) => [
        `${app}/src/__generated__/`,
        {
          schema: 'schema/api-schema.graphql',
          documents: [`${app}/src/**/*.{ts,tsx}`, `!${app}/src/__generated__/**`],
          preset: 'client',
          presetConfig: { fragmentMasking: false },
          config: { enumsAsTypes: true, useTypeImports: true },
        },
      ]),
    ),
  },
};

export default config;
