// Processes: running commands to completion, starting detached servers with pid files, finding
// and stopping them, measuring their memory, and the cross-process lock around infra commands.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { paths } from './settings.mjs';
import { indent, mkdirs, secs, sleep, tailFile } from './util.mjs';

// ---------------------------------------------------------------------------------------------
// Commands run to completion
// ---------------------------------------------------------------------------------------------

/**
 * Run a command to completion with its output appended to `logFile`, printing a heartbeat
 * every `heartbeat` seconds. Rejects with the tail of the log on failure.
 */
export async function runLogged(label, cmd, args, { cwd, env, logFile, log, heartbeat = 15 }) {
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
// Detached servers
// ---------------------------------------------------------------------------------------------

export function pidAlive(pid) {
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

/**
 * pid from the pid file of `name`, if that process is alive and still the component (its command
 * line contains `marker`, so a reused pid is not mistaken for it).
 */
export function runningPid(name, marker, p = paths()) {
  let pid;
  try {
    pid = Number(fs.readFileSync(p.pidFile(name), 'utf8').trim());
  } catch {
    return null;
  }
  if (!pidAlive(pid)) return null;
  const cl = cmdline(pid);
  if (cl && !cl.includes(marker)) return null;
  return pid;
}

function rotateLog(file) {
  try {
    if (fs.statSync(file).size > 20 * 1024 * 1024) fs.renameSync(file, `${file}.1`);
  } catch {
    /* no log yet */
  }
}

/** Start `rt.cmd rt.args` in its own process group, output to the component log, pid to its pid file. */
export async function startDetached(name, rt, p) {
  const logFile = p.logFile(name);
  mkdirs(p.logsDir);
  rotateLog(logFile);
  const fd = fs.openSync(logFile, 'a');
  fs.writeSync(fd, `\n=== ${new Date().toISOString()} starting ${name}: ${rt.cmd} ${rt.args.join(' ')}\n`);
  const child = spawn(rt.cmd, rt.args, {
    cwd: p.runtimeDir,
    env: { ...process.env, ...(rt.env || {}) },
    // A server that refuses root (OpenSearch) names the unprivileged user to run as.
    ...(rt.uid !== undefined ? { uid: rt.uid, gid: rt.gid } : {}),
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

/** SIGTERM the process group of `pid`, SIGKILL after `graceMs`. Returns the signal that did it. */
/** Signals a process group (started detached, so pgid == pid), or the process alone if it has none. */
export function signalGroup(pid, sig) {
  try {
    process.kill(-pid, sig);
  } catch {
    try {
      process.kill(pid, sig);
    } catch {
      /* already gone */
    }
  }
}

export async function killGroup(pid, graceMs = 10000) {
  const signal = (sig) => signalGroup(pid, sig);
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

// ---------------------------------------------------------------------------------------------
// Memory
// ---------------------------------------------------------------------------------------------

/** Map of parent pid → child pids, from /proc. */
export function processTable() {
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
// Cross-process lock (two `up`s at once, e.g. `npm start` and a test run, must not race)
// ---------------------------------------------------------------------------------------------

let inProcess = Promise.resolve();

/** Run `fn` holding `.runtime/infra/infra.lock` (and after earlier locked calls of this process). */
export async function withLock(label, log, fn) {
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
