// FerretDB (MongoDB wire protocol on SQLite), built with `go build` from deploy/local/ferretdb,
// whose go.mod pins the version, with the source edits of deploy/local/ferretdb/patches.json
// applied to a copy of the module (a `replace` in a build copy of the main module). Healthy when
// it answers a wire-protocol `ping`.

import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { runLogged } from '../process.mjs';
import { ROOT } from '../settings.mjs';
import { goEnv } from '../tools.mjs';
import { sha, shown } from '../util.mjs';

const FERRETDB_SRC = path.join(ROOT, 'deploy', 'local', 'ferretdb');
const PATCHES = path.join(FERRETDB_SRC, 'patches.json');

function ferretdbVersion() {
  const mod = fs.readFileSync(path.join(FERRETDB_SRC, 'go.mod'), 'utf8');
  const m = mod.match(/github\.com\/FerretDB\/FerretDB\s+(v[\w.+-]+)/);
  if (!m) throw new Error('deploy/local/ferretdb/go.mod does not require github.com/FerretDB/FerretDB');
  return m[1];
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

function makeWritable(dir) {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) makeWritable(full);
    else fs.chmodSync(full, 0o644);
  }
}

/**
 * Downloads the module from the Go module proxy (or finds it in the module cache), copies it to
 * `dir` and applies patches.json's edits; an edit whose text is not found stops the build (a version
 * bump must revisit the patches).
 */
async function patchedModule(spec, dir, { log, logFile }) {
  const out = path.join(path.dirname(dir), 'download.json');
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  await runLogged('ferretdb', 'sh', ['-c', `go mod download -json ${spec} > ${JSON.stringify(out)}`], {
    cwd: FERRETDB_SRC,
    env: goEnv(),
    logFile,
    log,
  });
  const { Dir: source } = JSON.parse(fs.readFileSync(out, 'utf8'));
  fs.cpSync(source, dir, { recursive: true });
  makeWritable(dir); // the module cache is read-only; the copy is edited and later removed
  const { edits } = JSON.parse(fs.readFileSync(PATCHES, 'utf8'));
  for (const { file, from, to } of edits) {
    const target = path.join(dir, file);
    const text = fs.readFileSync(target, 'utf8');
    if (!text.includes(from)) throw new Error(`ferretdb patch: ${file} no longer contains ${from}`);
    fs.writeFileSync(target, text.replace(from, to));
  }
  log(`[infra] ferretdb: ${edits.length} source edit(s) applied (deploy/local/ferretdb/patches.json)`);
  return dir;
}

export default {
  name: 'ferretdb',
  marker: 'ferretdb',

  artefact(p) {
    const v = ferretdbVersion();
    const src = ['main.go', 'go.mod', 'go.sum', 'patches.json'].map((f) => path.join(FERRETDB_SRC, f));
    return {
      name: 'ferretdb',
      tools: ['go'],
      // The stamp includes a hash of the main module and the patches: editing either rebuilds.
      version: `FerretDB ${v} (sqlite, patched, src ${sha(...src)})`,
      module: `github.com/FerretDB/FerretDB@${v}`,
      bin: path.join(p.binDir, 'ferretdb'),
      stamp: path.join(p.binDir, 'ferretdb.stamp'),
    };
  },

  async build(a, { p, log, logFile }) {
    log(`[infra] ferretdb: go build ${a.version} → ${shown(a.bin)}`);
    const work = path.join(p.cacheDir, 'build', 'ferretdb');
    fs.rmSync(work, { recursive: true, force: true });
    const patched = await patchedModule(a.module, path.join(work, 'module'), { log, logFile });
    const main = path.join(work, 'main');
    fs.mkdirSync(main, { recursive: true });
    for (const f of ['main.go', 'go.mod', 'go.sum']) fs.copyFileSync(path.join(FERRETDB_SRC, f), path.join(main, f));
    await runLogged('ferretdb', 'go', ['mod', 'edit', `-replace=${a.module.split('@')[0]}=${patched}`], {
      cwd: main,
      env: goEnv(),
      logFile,
      log,
    });
    const tmp = `${a.bin}.tmp`;
    await runLogged('ferretdb', 'go', ['build', '-o', tmp, '.'], { cwd: main, env: goEnv(), logFile, log });
    fs.renameSync(tmp, a.bin);
    fs.rmSync(work, { recursive: true, force: true });
  },

  runtime(p, s, pt) {
    return {
      port: pt.mongo,
      portEnv: 'MONGO_PORT',
      timeoutSec: 30,
      cmd: path.join(p.binDir, 'ferretdb'),
      args: ['--listen-addr', `127.0.0.1:${pt.mongo}`, '--data-dir', path.join(p.dataDir, 'ferretdb')],
      health: () => mongoPing(pt.mongo),
    };
  },
};
