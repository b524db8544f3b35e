#!/usr/bin/env node
// Writes the root tsconfig.json's project references from schema/subgraphs.json (lib first, every
// subgraph, then the gateway), so `tsc -b` builds a new subgraph without editing tsconfig.json.
// `--check` only reports whether the committed file is current (used by the tests).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSubgraphs } from './lib/subgraphs.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** services/<name>/src/schema.graphql → services/<name> */
export const projectOf = (subgraph) => dirname(dirname(subgraph.sdl));

export function projectReferences() {
  const paths = ['services/lib', ...readSubgraphs().map(projectOf), 'gateway'];
  return `${JSON.stringify({ files: [], references: paths.map((path) => ({ path })) }, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = join(root, 'tsconfig.json');
  const wanted = projectReferences();
  if (readFileSync(file, 'utf8') === wanted) process.exit(0);
  if (process.argv.includes('--check')) {
    console.error('tsconfig.json does not list every subgraph: run "node scripts/sync-project-references.mjs".');
    process.exit(1);
  }
  writeFileSync(file, wanted);
  console.log('tsconfig.json references updated from schema/subgraphs.json');
}
