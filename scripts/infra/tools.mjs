// Build tools the components need (Go, Java, Maven): presence and version checks with install
// hints, and the environment Go builds run in.

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { runLogged } from './process.mjs';

export function javaCmd() {
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

/** Throw with an install hint unless tool `name` runs and is new enough; returns its version line. */
export function checkTool(name, neededFor) {
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

/** Version line of a tool `checkTool` has already checked in this process (for build stamps). */
export function toolVersion(name) {
  return toolCache.get(name);
}

let goFlagsCache;
export function goEnv(extra = {}) {
  if (goFlagsCache === undefined) {
    // `go env GOFLAGS` also sees flags set with `go env -w`; keep them and add -buildvcs=false
    // (the repo may have no commits yet, and VCS stamping is useless for these binaries).
    const r = spawnSync('go', ['env', 'GOFLAGS'], { encoding: 'utf8' });
    const current = (process.env.GOFLAGS ?? (r.status === 0 ? r.stdout : '')).trim();
    goFlagsCache = /(^|\s)-buildvcs(=|\s|$)/.test(current) ? current : `${current} -buildvcs=false`.trim();
  }
  return { ...process.env, GOFLAGS: goFlagsCache, GOWORK: 'off', ...extra };
}

/** `go install <a.version>` (a `module@version` spec) into the cache's bin folder. */
export async function goInstall(a, { p, log, logFile }, note = '') {
  log(`[infra] ${a.name}: go install ${a.version}${note}`);
  await runLogged(a.name, 'go', ['install', a.version], {
    cwd: p.cacheDir,
    env: goEnv({ GOBIN: p.binDir }),
    logFile,
    log,
  });
}
