// Shared by the README's two commands: progress output, running commands, and the one-time
// set-up steps (dependencies, browser) a fresh clone needs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../infra/index.mjs';

const t0 = Date.now();
const elapsed = () => `${((Date.now() - t0) / 1000).toFixed(0)}s`;

export function step(title) {
  console.log(`\n==> ${title}  [${elapsed()}]`);
}

export function info(message) {
  console.log(`    ${message}`);
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...opts });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
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
