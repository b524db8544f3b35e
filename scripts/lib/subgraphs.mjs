// Reads schema/subgraphs.json, the one list of subgraphs, for the scripts that derive from it
// (composition, the stack, the TypeScript project references).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The gateway's port locally; every subgraph's port is this plus its portOffset. */
export const LOCAL_BASE_PORT = 4000;

export function readSubgraphs() {
  return JSON.parse(readFileSync(join(ROOT, 'schema', 'subgraphs.json'), 'utf8')).subgraphs;
}

/** The gateway's variable for a subgraph's URL: admin-analytics → SUBGRAPH_ADMIN_ANALYTICS_URL. */
export const subgraphUrlEnv = (name) => `SUBGRAPH_${name.toUpperCase().replace(/-/g, '_')}_URL`;

/** A subgraph's HTTP base URL when the gateway listens on basePort. */
export const baseUrl = (subgraph, basePort = LOCAL_BASE_PORT) => `http://127.0.0.1:${basePort + subgraph.portOffset}`;
