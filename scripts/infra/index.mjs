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
// See docs/decisions/0001-local-infrastructure.md for the choices behind this file.

import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Components, in start order. */
export const COMPONENTS = ['ferretdb', 'kafka', 'minio', 'stripe-mock', 'maildev'];

const ALIASES = {
  mongo: 'ferretdb',
  mongodb: 'ferretdb',
  db: 'ferretdb',
  stripe: 'stripe-mock',
  stripemock: 'stripe-mock',
  smtp: 'maildev',
  mail: 'maildev',
  s3: 'minio',
};

// Pinned versions of what is not pinned by a file of its own (FerretDB is pinned by
// deploy/local/ferretdb/go.mod, Kafka by deploy/local/kafka/pom.xml, maildev by package.json).
export const MINIO_MODULE = 'github.com/minio/minio';
export const MINIO_VERSION = 'v0.0.0-20260212201848-7aac2a2c5b7c';
export const STRIPE_MOCK_MODULE = 'github.com/stripe/stripe-mock';
export const STRIPE_MOCK_VERSION = 'v0.203.0';
export const MAILDEV_VERSION = '2.2.1';

const FERRETDB_SRC = path.join(ROOT, 'deploy', 'local', 'ferretdb');
const KAFKA_SRC = path.join(ROOT, 'deploy', 'local', 'kafka');

// ---------------------------------------------------------------------------------------------
// Settings and paths
// ---------------------------------------------------------------------------------------------

function portEnv(name, def) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    throw new Error(`${name} must be a TCP port number (1-65535), got "${raw}"`);
  }
  return n;
}

function ports() {
  return {
    mongo: portEnv('MONGO_PORT', 27017),
    kafka: portEnv('KAFKA_PORT', 9092),
    kafkaController: portEnv('KAFKA_CONTROLLER_PORT', 9093),
    minio: portEnv('MINIO_PORT', 9000),
    minioConsole: portEnv('MINIO_CONSOLE_PORT', 9001),
    smtp: portEnv('SMTP_PORT', 1025),
    inbox: portEnv('SMTP_INBOX_PORT', 1080),
    stripeMock: portEnv('STRIPE_MOCK_PORT', 12111),
  };
}

/**
 * Connection settings every consumer (services, tests, scripts) uses. Ports come from the
 * environment variables MONGO_PORT, KAFKA_PORT, MINIO_PORT, MINIO_CONSOLE_PORT, SMTP_PORT,
 * SMTP_INBOX_PORT, STRIPE_MOCK_PORT; MinIO credentials from MINIO_ROOT_USER / MINIO_ROOT_PASSWORD.
 */
export function settings() {
  const p = ports();
  return {
    mongoUrl: `mongodb://127.0.0.1:${p.mongo}`,
    kafkaBrokers: [`127.0.0.1:${p.kafka}`],
    minio: {
      endPoint: '127.0.0.1',
      port: p.minio,
      useSSL: false,
      accessKey: process.env.MINIO_ROOT_USER || 'faithcraft',
      secretKey: process.env.MINIO_ROOT_PASSWORD || 'faithcraft-dev-secret',
      consoleUrl: `http://127.0.0.1:${p.minioConsole}`,
    },
    buckets: ['faithcraft-images'],
    smtp: { host: '127.0.0.1', port: p.smtp },
    inboxUrl: `http://127.0.0.1:${p.inbox}`,
    stripeMockUrl: `http://127.0.0.1:${p.stripeMock}`,
  };
}

/**
 * Where things live. FAITHCRAFT_INFRA_CACHE replaces `<repo>/.cache/infra`;
 * FAITHCRAFT_RUNTIME_DIR replaces the runtime root `<repo>/.runtime` (infra uses `<it>/infra`).
 */
export function paths() {
  const cacheDir = path.resolve(process.env.FAITHCRAFT_INFRA_CACHE || path.join(ROOT, '.cache', 'infra'));
  const runtimeRoot = path.resolve(process.env.FAITHCRAFT_RUNTIME_DIR || path.join(ROOT, '.runtime'));
  const runtimeDir = path.join(runtimeRoot, 'infra');
  return {
    root: ROOT,
    cacheDir,
    binDir: path.join(cacheDir, 'bin'),
    kafkaLibs: path.join(cacheDir, 'kafka', 'libs'),
    runtimeDir,
    logsDir: path.join(runtimeDir, 'logs'),
    dataDir: path.join(runtimeDir, 'data'),
    pidFile: (name) => path.join(runtimeDir, `${name}.pid`),
    logFile: (name) => path.join(runtimeDir, 'logs', `${name}.log`),
  };
}

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const secs = (t0) => ((Date.now() - t0) / 1000).toFixed(1);
const defaultLog = (line) => console.log(line);

function selectComponents(only) {
  if (only === undefined || only === null || only === '' || (Array.isArray(only) && only.length === 0)) {
    return [...COMPONENTS];
  }
  const list = (Array.isArray(only) ? only : String(only).split(','))
    .map((s) => String(s).trim().toLowerCase())
    .filter(Boolean)
    .map((s) => ALIASES[s] || s);
  const unknown = list.filter((n) => !COMPONENTS.includes(n));
  if (unknown.length) {
    throw new Error(`Unknown infrastructure component(s): ${unknown.join(', ')}. Known: ${COMPONENTS.join(', ')}`);
  }
  return COMPONENTS.filter((n) => list.includes(n));
}

function sha(...files) {
  const h = crypto.createHash('sha256');
  for (const f of files) {
    h.update(path.basename(f));
    h.update(fs.existsSync(f) ? fs.readFileSync(f) : '');
  }
  return h.digest('hex').slice(0, 10);
}

function tailFile(file, lines = 30) {
  try {
    const stat = fs.statSync(file);
    const size = Math.min(stat.size, 64 * 1024);
    const fd = fs.openSync(file, 'r');
    const buf = Buffer.alloc(size);
    fs.readSync(fd, buf, 0, size, stat.size - size);
    fs.closeSync(fd);
    return buf
      .toString('utf8')
      .split('\n')
      .slice(-lines - 1)
      .join('\n')
      .trimEnd();
  } catch {
    return '(no log)';
  }
}

function indent(text, prefix = '    | ') {
  return text
    .split('\n')
    .map((l) => prefix + l)
    .join('\n');
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function mkdirs(...dirs) {
  for (const d of dirs) fs.mkdirSync(d, { recursive: true });
}

// ---------------------------------------------------------------------------------------------
// Versions and artefacts
// ---------------------------------------------------------------------------------------------

function ferretdbVersion() {
  const mod = fs.readFileSync(path.join(FERRETDB_SRC, 'go.mod'), 'utf8');
  const m = mod.match(/github\.com\/FerretDB\/FerretDB\s+(v[\w.+-]+)/);
  if (!m) throw new Error('deploy/local/ferretdb/go.mod does not require github.com/FerretDB/FerretDB');
  return m[1];
}

function kafkaVersion() {
  const pom = fs.readFileSync(path.join(KAFKA_SRC, 'pom.xml'), 'utf8');
  const m = pom.match(/<kafka\.version>([^<]+)<\/kafka\.version>/);
  if (!m) throw new Error('deploy/local/kafka/pom.xml has no <kafka.version> property');
  return m[1].trim();
}

function installedMaildev() {
  const pkg = readJson(path.join(ROOT, 'node_modules', 'maildev', 'package.json'));
  return pkg ? pkg.version : null;
}

/** What each component needs in the cache, and the stamp that says it is there. */
function artefact(name, p = paths()) {
  switch (name) {
    case 'ferretdb': {
      const v = ferretdbVersion();
      const src = ['main.go', 'go.mod', 'go.sum'].map((f) => path.join(FERRETDB_SRC, f));
      return {
        name,
        tools: ['go'],
        // The stamp includes a hash of the main module, so editing main.go or bumping go.mod rebuilds.
        version: `FerretDB ${v} (sqlite, src ${sha(...src)})`,
        bin: path.join(p.binDir, 'ferretdb'),
        stamp: path.join(p.binDir, 'ferretdb.stamp'),
      };
    }
    case 'minio':
      return {
        name,
        tools: ['go'],
        version: `${MINIO_MODULE}@${MINIO_VERSION}`,
        bin: path.join(p.binDir, 'minio'),
        stamp: path.join(p.binDir, 'minio.stamp'),
      };
    case 'stripe-mock':
      return {
        name,
        tools: ['go'],
        version: `${STRIPE_MOCK_MODULE}@${STRIPE_MOCK_VERSION}`,
        bin: path.join(p.binDir, 'stripe-mock'),
        stamp: path.join(p.binDir, 'stripe-mock.stamp'),
      };
    case 'kafka': {
      const v = kafkaVersion();
      return {
        name,
        tools: ['java', 'mvn'],
        version: `Apache Kafka ${v} (pom ${sha(path.join(KAFKA_SRC, 'pom.xml'))})`,
        bin: path.join(p.kafkaLibs, `kafka_2.13-${v}.jar`),
        stamp: path.join(p.cacheDir, 'kafka', 'kafka.stamp'),
      };
    }
    case 'maildev':
      return { name, tools: [], version: `maildev ${MAILDEV_VERSION} (npm)`, npm: true };
    default:
      throw new Error(`unknown component ${name}`);
  }
}

function isProvisioned(a) {
  if (a.npm) return installedMaildev() === MAILDEV_VERSION;
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

// ---------------------------------------------------------------------------------------------
// Tools
// ---------------------------------------------------------------------------------------------

function javaCmd() {
  return process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';
}

const TOOLS = {
  go: {
    cmd: () => 'go',
    args: ['version'],
    min: [1, 21],
    parse: (out) => out.match(/go(\d+)\.(\d+)/),
    hint:
      'Go >= 1.24 is needed (1.21+ fetches the required toolchain itself from the Go module proxy). ' +
      'Debian package: golang-go (apt-get install golang-go), but Debian 12 ships Go 1.19, which is too old: ' +
      'use a newer golang-1.2x-go from bookworm-backports or the tarball from https://go.dev/dl/.',
  },
  java: {
    cmd: javaCmd,
    args: ['-version'],
    min: [17, 0],
    parse: (out) => out.match(/version "(\d+)(?:\.(\d+))?/),
    hint: 'Kafka 4 needs Java 17+. Debian package: openjdk-17-jre-headless (apt-get install openjdk-17-jre-headless).',
  },
  mvn: {
    cmd: () => 'mvn',
    args: ['-v'],
    min: null,
    parse: () => null,
    hint: 'Maven resolves the Kafka jars from Maven Central. Debian package: maven (apt-get install maven).',
  },
};

const toolCache = new Map();
function checkTool(name, neededFor) {
  if (toolCache.has(name)) return toolCache.get(name);
  const t = TOOLS[name];
  const r = spawnSync(t.cmd(), t.args, { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    throw new Error(`"${t.cmd()}" was not found or does not run (needed for ${neededFor}). ${t.hint}`);
  }
  const out = `${r.stdout}\n${r.stderr}`;
  if (t.min) {
    const m = t.parse(out);
    if (m) {
      const major = Number(m[1]);
      const minor = Number(m[2] || 0);
      if (major < t.min[0] || (major === t.min[0] && minor < t.min[1])) {
        throw new Error(`${name} ${major}.${minor} is too old (needed for ${neededFor}). ${t.hint}`);
      }
    }
  }
  const version = out.split('\n').find((l) => l.trim()) || '';
  toolCache.set(name, version.trim());
  return version.trim();
}

let goFlagsCache;
function goEnv(extra = {}) {
  if (goFlagsCache === undefined) {
    // `go env GOFLAGS` also sees flags set with `go env -w`; keep them and add -buildvcs=false
    // (the repo may have no commits yet, and VCS stamping is useless for these binaries).
    const r = spawnSync('go', ['env', 'GOFLAGS'], { encoding: 'utf8' });
    const current = (process.env.GOFLAGS ?? (r.status === 0 ? r.stdout : '')).trim();
    goFlagsCache = /(^|\s)-buildvcs(=|\s|$)/.test(current) ? current : `${current} -buildvcs=false`.trim();
  }
  return { ...process.env, GOFLAGS: goFlagsCache, GOWORK: 'off', ...extra };
}

/**
 * Run a command to completion with its output appended to `logFile`, printing a heartbeat
 * every `heartbeat` seconds. Rejects with the tail of the log on failure.
 */
async function runLogged(label, cmd, args, { cwd, env, logFile, log, heartbeat = 15 }) {
  const t0 = Date.now();
  mkdirs(path.dirname(logFile));
  const fd = fs.openSync(logFile, 'a');
  fs.writeSync(fd, `\n=== ${new Date().toISOString()} ${cmd} ${args.join(' ')} (cwd ${cwd})\n`);
  const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  const timer = setInterval(() => log(`[infra] ${label}: still working… (${secs(t0)} s)`), heartbeat * 1000);
  try {
    const [code, signal] = await Promise.race([
      once(child, 'exit'),
      once(child, 'error').then(([err]) => {
        throw err;
      }),
    ]);
    if (code !== 0) {
      throw new Error(
        `${label}: \`${cmd} ${args.join(' ')}\` failed (${signal || `exit ${code}`}) after ${secs(t0)} s. ` +
          `Last lines of ${logFile}:\n${indent(tailFile(logFile))}`,
      );
    }
  } finally {
    clearInterval(timer);
  }
}

// ---------------------------------------------------------------------------------------------
// Provisioning
// ---------------------------------------------------------------------------------------------

async function buildOne(a, { log, p }) {
  const t0 = Date.now();
  const buildLog = path.join(p.logsDir, `provision-${a.name}.log`);
  for (const tool of a.tools) checkTool(tool, a.name);
  mkdirs(p.binDir);

  if (a.name === 'ferretdb') {
    log(`[infra] ferretdb: go build ${a.version} → ${shown(a.bin)}`);
    const tmp = `${a.bin}.tmp`;
    await runLogged('ferretdb', 'go', ['build', '-o', tmp, '.'], {
      cwd: FERRETDB_SRC,
      env: goEnv(),
      logFile: buildLog,
      log,
    });
    fs.renameSync(tmp, a.bin);
  } else if (a.name === 'minio' || a.name === 'stripe-mock') {
    const spec = a.version;
    const note = a.name === 'minio' ? ' (with a cold Go build cache this takes many minutes)' : '';
    log(`[infra] ${a.name}: go install ${spec}${note}`);
    await runLogged(a.name, 'go', ['install', spec], {
      cwd: p.cacheDir,
      env: goEnv({ GOBIN: p.binDir }),
      logFile: buildLog,
      log,
    });
  } else if (a.name === 'kafka') {
    const libs = p.kafkaLibs;
    const tmp = `${libs}.tmp`;
    fs.rmSync(tmp, { recursive: true, force: true });
    log(`[infra] kafka: mvn dependency:copy-dependencies ${a.version} → ${shown(libs)}`);
    await runLogged(
      'kafka',
      'mvn',
      [
        '-q',
        '-B',
        '-Dstyle.color=never',
        '-f',
        path.join(KAFKA_SRC, 'pom.xml'),
        'dependency:copy-dependencies',
        `-DoutputDirectory=${tmp}`,
        '-DincludeScope=runtime',
      ],
      { cwd: KAFKA_SRC, env: process.env, logFile: buildLog, log },
    );
    // Replace the whole folder so a version bump never leaves old jars on the class path.
    fs.rmSync(libs, { recursive: true, force: true });
    fs.renameSync(tmp, libs);
    if (!fs.existsSync(a.bin)) throw new Error(`kafka: ${a.bin} is missing after copy-dependencies`);
  }
  writeStamp(a, t0, a.tools.length ? { tools: a.tools.map((t) => toolCache.get(t)) } : {});
  log(`[infra] ${a.name}: provisioned in ${secs(t0)} s`);
  return a.name;
}

async function provisionUnlocked({ log = defaultLog, only, force = false } = {}) {
  const p = paths();
  const names = selectComponents(only);
  const t0 = Date.now();
  mkdirs(p.cacheDir, p.logsDir);
  const todo = [];
  for (const name of names) {
    const a = artefact(name, p);
    if (a.npm) {
      const v = installedMaildev();
      if (v !== MAILDEV_VERSION) {
        throw new Error(
          `maildev ${MAILDEV_VERSION} is not installed at the repo root (found ${v || 'none'}). ` +
            'It is a root devDependency: run `npm install` at the repository root.',
        );
      }
      log(`[infra] maildev: ${a.version} present in node_modules`);
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

// ---------------------------------------------------------------------------------------------
// Cross-process lock (two `up`s at once, e.g. `npm start` and a test run, must not race)
// ---------------------------------------------------------------------------------------------

let inProcess = Promise.resolve();

async function withLock(label, log, fn) {
  const run = inProcess.then(() => withFileLock(label, log, fn));
  inProcess = run.catch(() => {});
  return run;
}

async function withFileLock(label, log, fn) {
  const p = paths();
  mkdirs(p.runtimeDir);
  const lock = path.join(p.runtimeDir, 'infra.lock');
  const t0 = Date.now();
  let warned = false;
  for (;;) {
    try {
      const fd = fs.openSync(lock, 'wx');
      fs.writeSync(fd, `${process.pid} ${label}\n`);
      fs.closeSync(fd);
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      const holder = Number(String(fs.readFileSync(lock, 'utf8')).split(' ')[0]);
      if (!holder || !pidAlive(holder)) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      if (!warned) {
        log(`[infra] waiting for another infra command (pid ${holder}) to finish…`);
        warned = true;
      }
      if (Date.now() - t0 > 15 * 60 * 1000) throw new Error(`timed out waiting for ${lock} (held by pid ${holder})`);
      await sleep(500);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
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

// ---------------------------------------------------------------------------------------------
// Processes
// ---------------------------------------------------------------------------------------------

function pidAlive(pid) {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    return e.code === 'EPERM';
  }
  try {
    // A zombie still answers kill(0); it is not running.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

function cmdline(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
}

/** pid from the pid file, if that process is alive and still the component (no pid reuse). */
function runningPid(name, p = paths()) {
  let pid;
  try {
    pid = Number(fs.readFileSync(p.pidFile(name), 'utf8').trim());
  } catch {
    return null;
  }
  if (!pidAlive(pid)) return null;
  const cl = cmdline(pid);
  if (cl && !cl.includes(MARKERS[name])) return null;
  return pid;
}

const MARKERS = {
  ferretdb: 'ferretdb',
  kafka: 'kafka.Kafka',
  minio: 'minio',
  'stripe-mock': 'stripe-mock',
  maildev: 'maildev',
};

function processTable() {
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(rest[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* process went away */
    }
  }
  return children;
}

function rssKb(pid) {
  try {
    const m = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+)\s+kB/m);
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of a process and all its descendants, in MB. */
export function treeRssMB(pid, table = processTable()) {
  let kb = 0;
  const stack = [pid];
  const seen = new Set();
  while (stack.length) {
    const cur = stack.pop();
    if (seen.has(cur)) continue;
    seen.add(cur);
    kb += rssKb(cur);
    stack.push(...(table.get(cur) || []));
  }
  return Math.round(kb / 102.4) / 10;
}

// ---------------------------------------------------------------------------------------------
// Health checks (each returns true/false, never throws, bounded by ~3 s)
// ---------------------------------------------------------------------------------------------

function tcpOpen(port, host = '127.0.0.1', timeout = 1000) {
  return new Promise((resolve) => {
    const s = net.connect({ port, host });
    const done = (ok) => {
      s.destroy();
      resolve(ok);
    };
    s.setTimeout(timeout, () => done(false));
    s.once('connect', () => done(true));
    s.once('error', () => done(false));
  });
}

/** GET a URL: `{ status, headers, body }` (body capped at 256 KB); status 0 when unreachable. */
function httpGet(url, headers = {}, timeout = 3000) {
  return new Promise((resolve) => {
    const req = http.get(url, { headers, timeout }, (res) => {
      const chunks = [];
      let size = 0;
      res.on('data', (c) => {
        if (size < 256 * 1024) chunks.push(c);
        size += c.length;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
  });
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function importOptional(name) {
  try {
    const mod = await import(name);
    // CommonJS packages (mongodb, kafkajs) arrive as `default`; ESM ones (minio) as named exports.
    const cjs = mod.default && typeof mod.default === 'object' ? mod.default : {};
    return { ...cjs, ...mod };
  } catch {
    return null;
  }
}

function withTimeout(promise, ms, fallback = false) {
  let timer;
  return Promise.race([promise, new Promise((r) => (timer = setTimeout(() => r(fallback), ms)))]).finally(() =>
    clearTimeout(timer),
  );
}

// A minimal MongoDB wire-protocol `ping` (OP_MSG with {ping: 1, $db: "admin"}), written by hand so
// the health check needs no driver and closes its socket cleanly (the driver's monitor sockets get
// reset on close, which FerretDB logs as a WARN with a message dump on every check).
function bsonPing() {
  const el = (type, name, value) => Buffer.concat([Buffer.from([type]), Buffer.from(`${name}\0`), value]);
  const i32 = (n) => {
    const b = Buffer.alloc(4);
    b.writeInt32LE(n);
    return b;
  };
  const str = (v) => Buffer.concat([i32(Buffer.byteLength(v) + 1), Buffer.from(`${v}\0`)]);
  const body = Buffer.concat([el(0x10, 'ping', i32(1)), el(0x02, '$db', str('admin')), Buffer.from([0])]);
  return Buffer.concat([i32(body.length + 4), body]);
}

/** Value of the top-level `ok` field of a BSON document (or undefined). */
function bsonOk(doc) {
  const sizes = { 0x01: 8, 0x07: 12, 0x08: 1, 0x09: 8, 0x0a: 0, 0x10: 4, 0x11: 8, 0x12: 8, 0x13: 16 };
  let i = 4;
  while (i < doc.length - 1) {
    const type = doc[i];
    const nameEnd = doc.indexOf(0, i + 1);
    const name = doc.toString('utf8', i + 1, nameEnd);
    let v = nameEnd + 1;
    if (name === 'ok') {
      if (type === 0x01) return doc.readDoubleLE(v);
      if (type === 0x10) return doc.readInt32LE(v);
      if (type === 0x12) return Number(doc.readBigInt64LE(v));
      if (type === 0x08) return doc[v];
      return undefined;
    }
    if (type in sizes) v += sizes[type];
    else if (type === 0x02 || type === 0x0d || type === 0x0e) v += 4 + doc.readInt32LE(v);
    else if (type === 0x03 || type === 0x04) v += doc.readInt32LE(v);
    else if (type === 0x05) v += 5 + doc.readInt32LE(v);
    else return undefined;
    i = v;
  }
  return undefined;
}

function mongoPing(port, timeout = 3000) {
  return new Promise((resolve) => {
    const s = net.connect({ port, host: '127.0.0.1' });
    let buf = Buffer.alloc(0);
    const done = (ok) => {
      s.removeAllListeners('data');
      s.end();
      setTimeout(() => s.destroy(), 500).unref();
      resolve(ok);
    };
    s.setTimeout(timeout, () => done(false));
    s.once('error', () => resolve(false));
    s.once('close', () => resolve(false)); // no-op if already answered
    s.once('connect', () => {
      const doc = bsonPing();
      const header = Buffer.alloc(16);
      header.writeInt32LE(16 + 4 + 1 + doc.length, 0); // messageLength
      header.writeInt32LE(1, 4); // requestID
      header.writeInt32LE(0, 8); // responseTo
      header.writeInt32LE(2013, 12); // OP_MSG
      s.write(Buffer.concat([header, Buffer.alloc(4), Buffer.from([0]), doc]));
    });
    s.on('data', (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      if (buf.length < 4 || buf.length < buf.readInt32LE(0)) return;
      // header(16) + flagBits(4) + section kind(1) + BSON document
      const ok = buf.readInt32LE(12) === 2013 && buf[20] === 0 && bsonOk(buf.subarray(21)) === 1;
      done(ok);
    });
  });
}

async function kafkaMetadata(port) {
  if (!(await tcpOpen(port))) return false;
  const kafkajs = await importOptional('kafkajs');
  if (!kafkajs?.Kafka) return true;
  const admin = new kafkajs.Kafka({
    clientId: 'faithcraft-infra-health',
    brokers: [`127.0.0.1:${port}`],
    logLevel: kafkajs.logLevel.NOTHING,
    connectionTimeout: 2000,
    requestTimeout: 3000,
    retry: { retries: 0 },
  }).admin();
  try {
    return await withTimeout(
      (async () => {
        await admin.connect();
        await admin.listTopics(); // a metadata request answered by the broker
        return true;
      })(),
      4000,
    );
  } catch {
    return false;
  } finally {
    admin.disconnect().catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------
// Runtime definitions
// ---------------------------------------------------------------------------------------------

function runtime(name, p = paths(), s = settings(), pt = ports()) {
  const bin = (n) => path.join(p.binDir, n);
  switch (name) {
    case 'ferretdb':
      return {
        port: pt.mongo,
        portEnv: 'MONGO_PORT',
        timeoutSec: 30,
        cmd: bin('ferretdb'),
        args: ['--listen-addr', `127.0.0.1:${pt.mongo}`, '--data-dir', path.join(p.dataDir, 'ferretdb')],
        health: () => mongoPing(pt.mongo),
      };
    case 'kafka': {
      const props = path.join(p.runtimeDir, 'kafka', 'server.properties');
      const heap = (process.env.KAFKA_HEAP_OPTS || '-Xmx512m -Xms256m').split(/\s+/).filter(Boolean);
      const jvm = [
        '-cp',
        path.join(p.kafkaLibs, '*'),
        `-Dlog4j2.configurationFile=${path.join(KAFKA_SRC, 'log4j2.yaml')}`,
        `-Dkafka.logs.dir=${p.logsDir}`,
        '-Djava.awt.headless=true',
      ];
      return {
        port: pt.kafka,
        portEnv: 'KAFKA_PORT',
        extraLogs: [path.join(p.logsDir, 'kafka-server.log')],
        timeoutSec: 120,
        cmd: javaCmd(),
        args: [...heap, '-XX:+UseG1GC', '-XX:MaxGCPauseMillis=20', ...jvm, 'kafka.Kafka', props],
        prepare: (log) => prepareKafka({ p, pt, props, jvm, log }),
        health: () => kafkaMetadata(pt.kafka),
      };
    }
    case 'minio':
      return {
        port: pt.minio,
        portEnv: 'MINIO_PORT',
        timeoutSec: 60,
        cmd: bin('minio'),
        args: [
          'server',
          path.join(p.dataDir, 'minio'),
          '--address',
          `127.0.0.1:${pt.minio}`,
          '--console-address',
          `127.0.0.1:${pt.minioConsole}`,
        ],
        env: {
          MINIO_ROOT_USER: s.minio.accessKey,
          MINIO_ROOT_PASSWORD: s.minio.secretKey,
          MINIO_UPDATE: 'off',
          MINIO_CALLHOME_ENABLE: 'off',
        },
        health: async () => {
          const r = await httpGet(`http://127.0.0.1:${pt.minio}/minio/health/live`);
          return r.status === 200 && /minio/i.test(String(r.headers.server || ''));
        },
      };
    case 'stripe-mock':
      return {
        port: pt.stripeMock,
        portEnv: 'STRIPE_MOCK_PORT',
        timeoutSec: 30,
        cmd: bin('stripe-mock'),
        // HTTPS on the next port, as stripe-mock's own defaults (12111/12112).
        args: ['-http-addr', `127.0.0.1:${pt.stripeMock}`, '-https-addr', `127.0.0.1:${pt.stripeMock + 1}`],
        health: async () => {
          const r = await httpGet(`http://127.0.0.1:${pt.stripeMock}/v1/customers`, {
            Authorization: 'Bearer sk_test_123',
          });
          // A 200 alone is not enough: a web server with an SPA fallback answers 200 to anything.
          return r.status === 200 && parseJson(r.body)?.object === 'list';
        },
      };
    case 'maildev':
      return {
        port: pt.inbox,
        portEnv: 'SMTP_INBOX_PORT',
        timeoutSec: 30,
        cmd: process.execPath,
        args: [
          path.join(ROOT, 'node_modules', 'maildev', 'bin', 'maildev'),
          '--smtp',
          String(pt.smtp),
          '--web',
          String(pt.inbox),
          '--ip',
          '127.0.0.1',
          '--web-ip',
          '127.0.0.1',
          '--mail-directory',
          path.join(p.dataDir, 'maildev'),
        ],
        extraPorts: [{ port: pt.smtp, env: 'SMTP_PORT' }],
        health: async () => {
          const r = await httpGet(`http://127.0.0.1:${pt.inbox}/email`);
          return r.status === 200 && Array.isArray(parseJson(r.body));
        },
      };
    default:
      throw new Error(`unknown component ${name}`);
  }
}

function kafkaClusterId() {
  // Same shape as org.apache.kafka.common.Uuid.randomUuid(): 16 random bytes, base64url, no
  // padding, never starting with '-' (the tools reject that).
  for (;;) {
    const id = crypto.randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

async function prepareKafka({ p, pt, props, jvm, log }) {
  checkTool('java', 'kafka');
  const logDir = path.join(p.dataDir, 'kafka');
  mkdirs(path.dirname(props), logDir);
  const template = fs.readFileSync(path.join(KAFKA_SRC, 'server.properties.template'), 'utf8');
  const rendered = template
    .replaceAll('{{KAFKA_PORT}}', String(pt.kafka))
    .replaceAll('{{KAFKA_CONTROLLER_PORT}}', String(pt.kafkaController))
    .replaceAll('{{KAFKA_LOG_DIR}}', logDir);
  fs.writeFileSync(props, rendered);
  if (fs.existsSync(path.join(logDir, 'meta.properties'))) return;
  // Static quorum (controller.quorum.voters): format once, without --standalone.
  const id = kafkaClusterId();
  const t0 = Date.now();
  log(`[infra] kafka: formatting ${shown(logDir)} (cluster id ${id})`);
  await runLogged(
    'kafka format',
    javaCmd(),
    ['-Xmx256m', ...jvm, 'kafka.tools.StorageTool', 'format', '-t', id, '-c', props],
    { cwd: p.runtimeDir, env: process.env, logFile: p.logFile('kafka'), log },
  );
  log(`[infra] kafka: storage formatted in ${secs(t0)} s`);
}

function rotateLog(file) {
  try {
    if (fs.statSync(file).size > 20 * 1024 * 1024) fs.renameSync(file, `${file}.1`);
  } catch {
    /* no log yet */
  }
}

async function startDetached(name, rt, p) {
  const logFile = p.logFile(name);
  mkdirs(p.logsDir);
  rotateLog(logFile);
  const fd = fs.openSync(logFile, 'a');
  fs.writeSync(fd, `\n=== ${new Date().toISOString()} starting ${name}: ${rt.cmd} ${rt.args.join(' ')}\n`);
  const child = spawn(rt.cmd, rt.args, {
    cwd: p.runtimeDir,
    env: { ...process.env, ...(rt.env || {}) },
    detached: true, // own process group: `down` signals the whole group
    stdio: ['ignore', fd, fd],
  });
  fs.closeSync(fd);
  const exit = { code: null, signal: null, exited: false };
  child.on('exit', (code, signal) => Object.assign(exit, { code, signal, exited: true }));
  await Promise.race([
    once(child, 'spawn'),
    once(child, 'error').then(([err]) => {
      throw new Error(`${name}: could not start ${rt.cmd}: ${err.message}`);
    }),
  ]);
  child.unref();
  fs.writeFileSync(p.pidFile(name), `${child.pid}\n`);
  return { pid: child.pid, exit };
}

function shown(file) {
  const rel = path.relative(ROOT, file);
  return rel && !rel.startsWith('..') ? rel : file;
}

function failureText(name, rt, p, reason, since = 0) {
  const logs = [p.logFile(name), ...(rt.extraLogs || [])].filter((f) => {
    try {
      return fs.statSync(f).mtimeMs >= since;
    } catch {
      return false;
    }
  });
  return (
    `${name}: ${reason}\n` +
    logs
      .map((f) => {
        // Only what this start wrote: the text after the last "=== … starting" header.
        const tail = tailFile(f, 25);
        const cut = tail.lastIndexOf('\n=== ');
        return `  last lines of ${shown(f)}:\n${indent(cut >= 0 ? tail.slice(cut + 1) : tail)}`;
      })
      .join('\n')
  );
}

async function waitHealthy(name, rt, { pid, exit }, p, log) {
  const t0 = Date.now();
  let lastBeat = Date.now();
  for (;;) {
    if (await rt.health()) return;
    if (exit?.exited || !pidAlive(pid)) {
      const how = exit?.exited ? (exit.signal ? `killed by ${exit.signal}` : `exit code ${exit.code}`) : 'process gone';
      fs.rmSync(p.pidFile(name), { force: true });
      throw new Error(failureText(name, rt, p, `exited during start-up (${how})`, t0));
    }
    if (Date.now() - t0 > rt.timeoutSec * 1000) {
      await killGroup(pid, 5000);
      fs.rmSync(p.pidFile(name), { force: true });
      throw new Error(failureText(name, rt, p, `not healthy after ${rt.timeoutSec} s; stopped it`, t0));
    }
    if (Date.now() - lastBeat > 15000) {
      log(`[infra] ${name}: waiting for health… (${secs(t0)} s)`);
      lastBeat = Date.now();
    }
    await sleep(250);
  }
}

async function killGroup(pid, graceMs = 10000) {
  const signal = (sig) => {
    try {
      process.kill(-pid, sig); // the process group (started detached, so pgid == pid)
    } catch {
      try {
        process.kill(pid, sig);
      } catch {
        /* already gone */
      }
    }
  };
  signal('SIGTERM');
  const t0 = Date.now();
  while (pidAlive(pid) && Date.now() - t0 < graceMs) await sleep(100);
  if (pidAlive(pid)) {
    signal('SIGKILL');
    const t1 = Date.now();
    while (pidAlive(pid) && Date.now() - t1 < 3000) await sleep(100);
    return 'SIGKILL';
  }
  return 'SIGTERM';
}

async function ensureBuckets(s, log) {
  const minio = await importOptional('minio');
  if (!minio?.Client) {
    throw new Error(
      'minio: the `minio` npm package is not installed at the repo root (run `npm install`), cannot create buckets',
    );
  }
  const client = new minio.Client({
    endPoint: s.minio.endPoint,
    port: s.minio.port,
    useSSL: s.minio.useSSL,
    accessKey: s.minio.accessKey,
    secretKey: s.minio.secretKey,
  });
  const created = [];
  for (const bucket of s.buckets) {
    if (!(await client.bucketExists(bucket))) {
      await client.makeBucket(bucket);
      created.push(bucket);
    }
  }
  log(
    `[infra] minio: buckets ${s.buckets.join(', ')} ready${created.length ? ` (created ${created.join(', ')})` : ''}`,
  );
}

async function upOne(name, { p, log }) {
  const t0 = Date.now();
  const rt = runtime(name, p);
  if (await rt.health()) {
    const pid = runningPid(name, p);
    log(
      `[infra] ${name}: already healthy on port ${rt.port}${pid ? ` (pid ${pid})` : ' (started outside these scripts)'}`,
    );
    return { name, started: false };
  }
  let handle;
  const existing = runningPid(name, p);
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
        if (name === 'minio') await ensureBuckets(s, log);
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
      const pid = runningPid(name, p);
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
      const pid = runningPid(name, p);
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
