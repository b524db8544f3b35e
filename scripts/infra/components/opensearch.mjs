// OpenSearch (the marketplace search index): the minimal distribution from Maven Central
// (org.opensearch.distribution.integ-test-zip, no plugins, no security plugin), unpacked into the
// cache and run on the machine's JDK as a single node on loopback with a small heap. It refuses to
// run as root, so under root it runs as an unprivileged user (created when missing) that owns its
// config copy, data and logs. Healthy when the cluster health answers green or yellow.

import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { httpGet, parseJson } from '../health.mjs';
import { runLogged } from '../process.mjs';
import { checkTool, javaCmd } from '../tools.mjs';
import { mkdirs, shown } from '../util.mjs';

// Pinned here; bumping it re-provisions OpenSearch (keep docker-compose and the test image in step).
export const OPENSEARCH_VERSION = '2.19.1';
const ARTIFACT = `org.opensearch.distribution.integ-test-zip:opensearch:${OPENSEARCH_VERSION}:zip`;
const RUN_AS = 'faithcraft-search';

const home = (p) => path.join(p.cacheDir, 'opensearch', `opensearch-${OPENSEARCH_VERSION}`);

/** JAVA_HOME for the start script (it needs one: this distribution bundles no JDK). */
function javaHome() {
  if (process.env.JAVA_HOME) return process.env.JAVA_HOME;
  const java = execFileSync('sh', ['-c', `readlink -f "$(command -v ${javaCmd()})"`], { encoding: 'utf8' }).trim();
  return path.dirname(path.dirname(java));
}

/** The user to run as when started by root: uid/gid of RUN_AS, created on first use. */
function unprivilegedUser(log) {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const ids = () => {
    try {
      return {
        uid: Number(execFileSync('id', ['-u', RUN_AS], { encoding: 'utf8', stdio: 'pipe' })),
        gid: Number(execFileSync('id', ['-g', RUN_AS], { encoding: 'utf8', stdio: 'pipe' })),
      };
    } catch {
      return null;
    }
  };
  const found = ids();
  if (found) return found;
  log(`[infra] opensearch: running as root; creating the unprivileged user ${RUN_AS} to run it`);
  execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', RUN_AS]);
  return ids();
}

function chownTree(dir, { uid, gid }) {
  fs.chownSync(dir, uid, gid);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(full, { uid, gid });
    else fs.chownSync(full, uid, gid);
  }
}

/**
 * A fresh copy of the distribution's config for this runtime (the node writes its keystore there),
 * with the JVM's relative data/log paths made absolute and its GC log dropped.
 */
function prepareConfig(p, dirs) {
  fs.rmSync(dirs.config, { recursive: true, force: true });
  fs.cpSync(path.join(home(p), 'config'), dirs.config, { recursive: true });
  const jvmOptions = path.join(dirs.config, 'jvm.options');
  const rewritten = fs
    .readFileSync(jvmOptions, 'utf8')
    .split('\n')
    .filter((line) => !/gc\.log/.test(line))
    .map((line) =>
      line
        .replace('-XX:HeapDumpPath=data', `-XX:HeapDumpPath=${dirs.data}`)
        .replace('-XX:ErrorFile=logs/', `-XX:ErrorFile=${dirs.logs}/`),
    )
    .join('\n');
  fs.writeFileSync(jvmOptions, rewritten);
}

export default {
  name: 'opensearch',
  marker: 'org.opensearch.bootstrap.OpenSearch',

  artefact(p) {
    return {
      name: 'opensearch',
      tools: ['java', 'mvn'],
      version: `OpenSearch ${OPENSEARCH_VERSION} (${ARTIFACT})`,
      bin: path.join(home(p), 'bin', 'opensearch'),
      stamp: path.join(p.cacheDir, 'opensearch', 'opensearch.stamp'),
    };
  },

  async build(a, { p, log, logFile }) {
    const dir = path.join(p.cacheDir, 'opensearch');
    const download = path.join(dir, 'download');
    mkdirs(download);
    log(`[infra] opensearch: mvn dependency:copy ${ARTIFACT} (about 51 MB) → ${shown(download)}`);
    await runLogged(
      'opensearch download',
      'mvn',
      ['-q', '-B', '-Dstyle.color=never', 'dependency:copy', `-Dartifact=${ARTIFACT}`, `-DoutputDirectory=${download}`],
      { cwd: download, env: process.env, logFile, log },
    );
    const zip = path.join(download, `opensearch-${OPENSEARCH_VERSION}.zip`);
    const tmp = path.join(dir, 'unpack.tmp');
    fs.rmSync(tmp, { recursive: true, force: true });
    mkdirs(tmp);
    log(`[infra] opensearch: unpacking ${shown(zip)}`);
    checkTool('java', 'opensearch');
    // `jar` ships with the JDK this needs anyway; it drops the execute bits, restored below.
    await runLogged('opensearch unpack', path.join(javaHome(), 'bin', 'jar'), ['xf', zip], {
      cwd: tmp,
      env: process.env,
      logFile,
      log,
    });
    fs.rmSync(home(p), { recursive: true, force: true });
    fs.renameSync(path.join(tmp, `opensearch-${OPENSEARCH_VERSION}`), home(p));
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.rmSync(zip, { force: true });
    for (const f of fs.readdirSync(path.join(home(p), 'bin'))) fs.chmodSync(path.join(home(p), 'bin', f), 0o755);
    if (!fs.existsSync(a.bin)) throw new Error(`opensearch: ${a.bin} is missing after unpacking`);
  },

  runtime(p, s, pt) {
    const base = path.join(p.runtimeDir, 'opensearch');
    const dirs = {
      config: path.join(base, 'config'),
      data: path.join(p.dataDir, 'opensearch'),
      logs: path.join(p.logsDir, 'opensearch'),
      tmp: path.join(base, 'tmp'),
    };
    let runAs = null;
    return {
      port: pt.opensearch,
      portEnv: 'OPENSEARCH_PORT',
      extraPorts: [{ port: pt.opensearchTransport, env: 'OPENSEARCH_TRANSPORT_PORT' }],
      extraLogs: [path.join(dirs.logs, 'faithcraft.log')],
      timeoutSec: 120,
      cmd: path.join(home(p), 'bin', 'opensearch'),
      args: [
        '-Ecluster.name=faithcraft',
        '-Ediscovery.type=single-node',
        '-Enetwork.host=127.0.0.1',
        `-Ehttp.port=${pt.opensearch}`,
        `-Etransport.port=${pt.opensearchTransport}`,
        `-Epath.data=${dirs.data}`,
        `-Epath.logs=${dirs.logs}`,
        // A development node on a shared disk: never turn indices read-only over free space.
        '-Ecluster.routing.allocation.disk.threshold_enabled=false',
      ],
      get env() {
        return {
          JAVA_HOME: javaHome(),
          OPENSEARCH_PATH_CONF: dirs.config,
          OPENSEARCH_TMPDIR: dirs.tmp,
          OPENSEARCH_JAVA_OPTS: process.env.OPENSEARCH_JAVA_OPTS || '-Xms256m -Xmx256m',
        };
      },
      get uid() {
        return runAs?.uid;
      },
      get gid() {
        return runAs?.gid;
      },
      prepare: async (log) => {
        checkTool('java', 'opensearch');
        mkdirs(base, dirs.data, dirs.logs, dirs.tmp);
        prepareConfig(p, dirs);
        runAs = unprivilegedUser(log);
        if (runAs) {
          for (const dir of [base, dirs.data, dirs.logs]) chownTree(dir, runAs);
          log(`[infra] opensearch: runs as ${RUN_AS} (uid ${runAs.uid}); it refuses to run as root`);
        }
      },
      health: async () => {
        const r = await httpGet(`${s.searchUrl}/_cluster/health`);
        const body = r.status === 200 ? parseJson(r.body) : undefined;
        return Boolean(body && (body.status === 'green' || body.status === 'yellow'));
      },
    };
  },
};
