// Provisioning: build or fetch into the cache (.cache/infra/) whatever component is missing or
// whose JSON stamp does not match its pinned version.

import fs from 'node:fs';
import path from 'node:path';
import { component } from './components/index.mjs';
import { withLock } from './process.mjs';
import { paths, selectComponents } from './settings.mjs';
import { checkTool, toolVersion } from './tools.mjs';
import { defaultLog, mkdirs, readJson, secs } from './util.mjs';

/** What a component needs in the cache, and the stamp that says it is there. */
export function artefact(name, p = paths()) {
  return component(name).artefact(p);
}

export function isProvisioned(a) {
  const c = component(a.name);
  if (c.isProvisioned) return c.isProvisioned(a);
  const stamp = readJson(a.stamp);
  return Boolean(stamp && stamp.version === a.version && fs.existsSync(a.bin));
}

function writeStamp(a, t0, extra = {}) {
  fs.writeFileSync(
    a.stamp,
    JSON.stringify(
      { name: a.name, version: a.version, builtAt: new Date().toISOString(), seconds: Number(secs(t0)), ...extra },
      null,
      2,
    ) + '\n',
  );
}

async function buildOne(a, { log, p }) {
  const t0 = Date.now();
  const logFile = path.join(p.logsDir, `provision-${a.name}.log`);
  for (const tool of a.tools) checkTool(tool, a.name);
  mkdirs(p.binDir);
  await component(a.name).build(a, { p, log, logFile });
  writeStamp(a, t0, a.tools.length ? { tools: a.tools.map((t) => toolVersion(t)) } : {});
  log(`[infra] ${a.name}: provisioned in ${secs(t0)} s`);
  return a.name;
}

/** `provision` without taking the lock (for callers that already hold it). */
export async function provisionUnlocked({ log = defaultLog, only, force = false } = {}) {
  const p = paths();
  const names = selectComponents(only);
  const t0 = Date.now();
  mkdirs(p.cacheDir, p.logsDir);
  const todo = [];
  for (const name of names) {
    const a = artefact(name, p);
    const c = component(name);
    if (c.requireInstalled) {
      c.requireInstalled(a, log);
      continue;
    }
    if (!force && isProvisioned(a)) {
      log(`[infra] ${name}: ${a.version} already provisioned`);
      continue;
    }
    todo.push(a);
  }
  // Fail fast on missing tools before starting any long build.
  for (const a of todo) for (const tool of a.tools) checkTool(tool, a.name);

  // Go builds one after another (they use every core); Maven (I/O bound) alongside them.
  const goBuilds = todo.filter((a) => a.tools.includes('go'));
  const others = todo.filter((a) => !a.tools.includes('go'));
  const built = [];
  const chains = [
    (async () => {
      for (const a of goBuilds) built.push(await buildOne(a, { log, p }));
    })(),
    ...others.map(async (a) => built.push(await buildOne(a, { log, p }))),
  ];
  const results = await Promise.allSettled(chains);
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length) {
    throw new Error(failed.map((r) => r.reason?.message || String(r.reason)).join('\n\n'));
  }
  if (todo.length) log(`[infra] provisioning done in ${secs(t0)} s (built: ${built.join(', ')})`);
  return { provisioned: built, seconds: Number(secs(t0)) };
}

/**
 * Build or download whatever is missing into the cache. Idempotent: a component whose stamp
 * matches its pinned version is skipped. Options: `log(line)`, `only` (names), `force`.
 * Returns `{ provisioned: [names built], seconds }`.
 */
export async function provision(opts = {}) {
  const log = opts.log || defaultLog;
  return withLock('provision', log, () => provisionUnlocked({ ...opts, log }));
}
