// The component descriptions, by name. Each one is
//
//   { name, marker,              marker: text in its command line, so a reused pid is not taken for it
//     artefact(paths),           what provisioning puts in the cache: { name, tools, version, bin, stamp }
//     build?(artefact, ctx),     build it (ctx: { p, log, logFile }); tools are checked before
//     isProvisioned?(artefact),  requireInstalled?(artefact, log)   for npm-installed components
//     runtime(paths, settings, ports),   how to run it: { port, portEnv, cmd, args, env?, health(), … }
//     afterUp?(settings, log) }  once healthy (MinIO creates its buckets)

import { COMPONENTS } from '../settings.mjs';
import ferretdb from './ferretdb.mjs';
import kafka from './kafka.mjs';
import maildev from './maildev.mjs';
import minio from './minio.mjs';
import opensearch from './opensearch.mjs';
import stripeMock from './stripe-mock.mjs';

const BY_NAME = new Map([ferretdb, kafka, minio, opensearch, stripeMock, maildev].map((c) => [c.name, c]));

for (const name of COMPONENTS) {
  if (!BY_NAME.has(name)) throw new Error(`scripts/infra/components has no description of ${name}`);
}

export function component(name) {
  const c = BY_NAME.get(name);
  if (!c) throw new Error(`unknown component ${name}`);
  return c;
}
