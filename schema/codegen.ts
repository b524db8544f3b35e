// One codegen config for the whole repo: resolver types per subgraph (federation-aware, typed
// context) and typed documents for the two front ends. Output goes to __generated__ folders,
// which are build artefacts and never edited by hand.
import type { CodegenConfig } from '@graphql-codegen/cli';
import { CONTACT_SUBJECTS, SUBSCRIPTION_STATUSES, enumValueMap } from '../services/lib/src/events/vocabulary';

const subgraphs = ['users', 'content', 'email', 'admin-analytics'];

const resolverConfig = {
  federation: true,
  useIndexSignature: true,
  contextType: '@faithcraft/lib#RequestContext',
  enumsAsTypes: true,
  avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
  maybeValue: 'T | null | undefined',
};

/** Resolver parents that are data-layer types (paths relative to the generated file). */
const mappers: Record<string, Record<string, string>> = {
  content: {
    Image: '../resolvers/parents.js#ImageParent',
    Download: '../data/download-model.js#DownloadDoc',
    PublicProfile: '../resolvers/parents.js#EntityRef',
    User: '../resolvers/parents.js#EntityRef',
  },
};

/**
 * GraphQL enum → the lowercase wire value the service keeps (the same maps are the subgraphs' enum
 * resolvers), so resolvers see and return 'past_due', never 'PAST_DUE'.
 */
const enumValues: Record<string, Record<string, Record<string, string>>> = {
  users: { SubscriptionStatus: enumValueMap(SUBSCRIPTION_STATUSES) },
  email: { ContactSubject: enumValueMap(CONTACT_SUBJECTS) },
};

const config: CodegenConfig = {
  ignoreNoDocuments: true,
  overwrite: true,
  generates: {
    ...Object.fromEntries(
      subgraphs.map((name) => [
        `services/${name}/src/__generated__/resolvers-types.ts`,
        {
          schema: `services/${name}/src/schema.graphql`,
          plugins: ['typescript', 'typescript-resolvers'],
          config: { ...resolverConfig, mappers: mappers[name] ?? {}, enumValues: enumValues[name] ?? {} },
        },
      ]),
    ),
    ...Object.fromEntries(
      ['web', 'admin-web'].map((app) => [
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
