import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ConfigError } from '@faithcraft/lib';

/** Subgraph ports are the local gateway port (4000) plus each subgraph's portOffset. */
const LOCAL_BASE_PORT = 4000;

const subgraphList = z.object({
  subgraphs: z.array(z.object({ name: z.string().min(1), portOffset: z.number().int().positive() })).min(1),
});

/** The variable that overrides a subgraph's URL: admin-analytics → SUBGRAPH_ADMIN_ANALYTICS_URL. */
export const subgraphUrlVariable = (name: string): string => `SUBGRAPH_${name.toUpperCase().replace(/-/g, '_')}_URL`;

/**
 * Every subgraph named in schema/subgraphs.json with its URL: `SUBGRAPH_<NAME>_URL` when set, else
 * the local default. A new subgraph needs no change here.
 */
export function readSubgraphUrls(listPath: string, env: Record<string, string | undefined>): Record<string, string> {
  let list: z.infer<typeof subgraphList>;
  try {
    list = subgraphList.parse(JSON.parse(readFileSync(listPath, 'utf8')));
  } catch (err) {
    throw new ConfigError(`The subgraph list ${listPath} cannot be read: ${(err as Error).message}`);
  }
  return Object.fromEntries(
    list.subgraphs.map(({ name, portOffset }) => {
      const variable = subgraphUrlVariable(name);
      const url = env[variable] || `http://127.0.0.1:${LOCAL_BASE_PORT + portOffset}/graphql`;
      if (!z.string().url().safeParse(url).success) throw new ConfigError(`${variable} must be a URL (got "${url}")`);
      return [name, url];
    }),
  );
}
