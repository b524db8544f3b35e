#!/usr/bin/env node
// Composes schema/supergraph.graphql (for the gateway) and schema/api-schema.graphql (for the
// front ends' codegen) from each subgraph's SDL. Exits non-zero when composition fails, so a
// broken contract stops the build and the tests.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { baseUrl, readSubgraphs } from './lib/subgraphs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function composeSupergraph() {
  // The URL written into the supergraph is the local default; the gateway overrides it per environment.
  const services = readSubgraphs().map((subgraph) => ({
    name: subgraph.name,
    url: `${baseUrl(subgraph)}/graphql`,
    typeDefs: parse(readFileSync(join(root, subgraph.sdl), 'utf8')),
  }));
  const result = composeServices(services);
  if (result.errors?.length) {
    return { errors: result.errors.map((e) => e.message) };
  }
  return {
    errors: [],
    supergraphSdl: result.supergraphSdl,
    apiSchemaSdl: printSchema(result.schema.toAPISchema().toGraphQLJSSchema()),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { errors, supergraphSdl, apiSchemaSdl } = composeSupergraph();
  if (errors.length) {
    console.error('Supergraph composition failed:\n' + errors.map((e) => `  - ${e}`).join('\n'));
    process.exit(1);
  }
  const outputs = { 'schema/supergraph.graphql': supergraphSdl, 'schema/api-schema.graphql': apiSchemaSdl + '\n' };
  if (process.argv.includes('--check')) {
    // Used by the tests: the committed files must be what composition produces now.
    const stale = Object.entries(outputs).filter(([file, text]) => readFileSync(join(root, file), 'utf8') !== text);
    if (stale.length) {
      console.error(`Out of date: ${stale.map(([f]) => f).join(', ')}. Run "npm run compose" and commit.`);
      process.exit(1);
    }
    console.log('Supergraph composes and the committed files are up to date');
  } else {
    for (const [file, text] of Object.entries(outputs)) writeFileSync(join(root, file), text);
    console.log('Composed schema/supergraph.graphql and schema/api-schema.graphql');
  }
}
