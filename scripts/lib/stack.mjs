// Starts the product's own processes (subgraphs, then the gateway) from their builds, waits until
// each is ready, and stops them again. Used by `npm start` and by the end-to-end tests, so both run
// the same topology.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../infra/index.mjs';
import { baseUrl, readSubgraphs, subgraphUrlEnv } from './subgraphs.mjs';

/** The processes in start order: every subgraph in schema/subgraphs.json, then the gateway. */
const PROCESSES = [
  ...readSubgraphs().map((s) => ({
    name: s.name,
    entry: s.entry,
    portVar: s.portEnv,
    offset: s.portOffset,
    ready: '/readyz',
  })),
  { name: 'gateway', entry: 'gateway/dist/main.js', portVar: 'GATEWAY_PORT', offset: 0, ready: '/healthz' },
];

/** The environment that wires the processes to each other and to the infrastructure. */
export function stackEnvironment({ basePort, infra, dbSuffix = '', extra = {} }) {
  const subgraphs = readSubgraphs();
  const fill = (template) => template.replaceAll('{suffix}', dbSuffix);
  return {
    NODE_ENV: process.env.NODE_ENV ?? 'development',
    KAFKAJS_NO_PARTITIONER_WARNING: '1',
    MONGO_URL: infra.mongoUrl,
    KAFKA_BROKERS: infra.kafkaBrokers.join(','),
    ...(infra.searchUrl ? { SEARCH_URL: infra.searchUrl } : {}),
    PUBLIC_URL: `http://localhost:${basePort}`,
    ...Object.fromEntries(
      subgraphs.flatMap((s) => [
        ...Object.entries(s.env ?? {}).map(([name, template]) => [name, fill(template)]),
        [subgraphUrlEnv(s.name), `${baseUrl(s, basePort)}/graphql`],
        ...(s.internalUrlEnv ? [[s.internalUrlEnv, baseUrl(s, basePort)]] : []),
      ]),
    ),
    ...Object.fromEntries(PROCESSES.map((p) => [p.portVar, String(basePort + p.offset)])),
    ...extra,
  };
}

async function waitReady(name, url, child, logFile, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
  throw new Error(`${name} did not become ready (${url}). Last log lines:\n${tail}`);
}

/**
 * Starts every process with `env` (see stackEnvironment). Returns { processes, stop }.
 * Logs go to `<logDir>/<name>.log`.
 */
export async function startStack({
  env,
  logDir = join(ROOT, '.runtime', 'logs'),
  log = console.log,
  timeoutMs = 90_000,
}) {
  mkdirSync(logDir, { recursive: true });
  const started = [];
  const stop = async () => {
    await Promise.all(started.reverse().map(({ child }) => stopChild(child)));
  };
  try {
    for (const p of PROCESSES) {
      const logFile = join(logDir, `${p.name}.log`);
      const out = createWriteStream(logFile, { flags: 'a' });
      const child = spawn(process.execPath, [join(ROOT, p.entry)], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout.pipe(out);
      child.stderr.pipe(out);
      started.push({ name: p.name, child });
      const t0 = Date.now();
      log(`  starting ${p.name} on port ${env[p.portVar]} ...`);
      await waitReady(p.name, `http://127.0.0.1:${env[p.portVar]}${p.ready}`, child, logFile, timeoutMs);
      log(`  ${p.name} ready (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
    }
  } catch (err) {
    await stop();
    throw err;
  }
  return { processes: started, stop };
}

export async function stopChild(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Signs in through the gateway's REST facade and returns the session cookie header (benches). */
export async function signInCookie(base, credentials) {
  const res = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (res.status !== 200) throw new Error(`sign-in as ${credentials.email} failed (${res.status})`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
