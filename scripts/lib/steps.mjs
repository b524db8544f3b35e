// Shared by the README's two commands: progress output, running commands, and the one-time
// set-up steps (dependencies, browser) a fresh clone needs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../infra/index.mjs';
import { killGroup, signalGroup } from '../infra/process.mjs';

const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)}s`;

export function step(title) {
  console.log(`\n==> ${title}  [${elapsed()}]`);
}

export function info(message) {
  console.log(`    ${message}`);
}

/**
 * Runs a command with inherited output; resolves with its exit code. With `limitMs` the command runs
 * in its own process group, and a run over the limit is stopped with everything it started (exit
 * code 124): a hung test tier then fails with a message, not the CI's time limit.
 */
export function run(command, args, { limitMs, ...opts } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', detached: Boolean(limitMs), ...opts });
    let overran = false;
    let interrupted;
    // Out of the terminal's foreground group, the command would miss Ctrl-C: pass it on, and end
    // this process the same way once the command has gone.
    const forward = (signal) => {
      interrupted = signal;
      if (child.pid) signalGroup(child.pid, signal);
    };
    const timer =
      limitMs &&
      setTimeout(async () => {
        overran = true;
        console.error(`\n✗ ${command} ${args.join(' ')} ran over ${limitMs / 60_000} min: stopping it`);
        await killGroup(child.pid, 15_000);
        signalGroup(child.pid, 'SIGKILL');
      }, limitMs);
    if (limitMs) for (const s of ['SIGINT', 'SIGTERM']) process.on(s, forward);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      for (const s of ['SIGINT', 'SIGTERM']) process.off(s, forward);
      if (interrupted) process.kill(process.pid, interrupted);
      resolve(overran ? 124 : (code ?? (signal ? 1 : 0)));
    });
  });
}

export async function runOrExit(command, args, what, opts) {
  const code = await run(command, args, opts);
  if (code !== 0) {
    console.error(`\n✗ ${what} failed (exit code ${code}).`);
    process.exit(code);
  }
}

/**
 * `npm install` when node_modules is missing or older than the lockfile. Not `npm ci`: the lockfile
 * records only the platform packages this registry serves, which `npm ci`'s strict check rejects.
 */
export async function ensureDependencies() {
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  const lock = join(ROOT, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) {
    info('dependencies are installed');
    return;
  }
  info('installing npm dependencies from package-lock.json (about a minute) ...');
  await runOrExit('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], 'npm install');
}

/** Debian's Chromium for the browser tests; installed with apt when missing (root only). */
export async function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) {
    info(`browser: ${path}`);
    return;
  }
  const root = process.getuid?.() === 0;
  if (!root) {
    console.error(`✗ Chromium is missing at ${path}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  info('installing Debian chromium for the browser tests (apt-get) ...');
  await runOrExit('apt-get', ['update', '-qq'], 'apt-get update');
  await runOrExit(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', 'chromium', 'fonts-liberation'],
    'apt-get install chromium',
    {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    },
  );
}

export function nodeVersionOk() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  return major > 20 || (major === 20 && minor >= 18);
}

export function commandExists(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
}
