// Small helpers shared by the infra modules: timing, files, log formatting, optional packages.

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './settings.mjs';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const secs = (t0) => ((Date.now() - t0) / 1000).toFixed(1);
export const defaultLog = (line) => console.log(line);

/** Short hash of the names and contents of `files` (a missing file counts as empty). */
export function sha(...files) {
  const h = crypto.createHash('sha256');
  for (const f of files) {
    h.update(path.basename(f));
    h.update(fs.existsSync(f) ? fs.readFileSync(f) : '');
  }
  return h.digest('hex').slice(0, 10);
}

export function tailFile(file, lines = 30) {
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

export function indent(text, prefix = '    | ') {
  return text
    .split('\n')
    .map((l) => prefix + l)
    .join('\n');
}

export function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

export function mkdirs(...dirs) {
  for (const d of dirs) fs.mkdirSync(d, { recursive: true });
}

/** A path relative to the repository when it is inside it (for log lines). */
export function shown(file) {
  const rel = path.relative(ROOT, file);
  return rel && !rel.startsWith('..') ? rel : file;
}

/** A root-installed package (`mongodb`, `kafkajs`, `minio`), or null when it is not installed. */
export async function importOptional(name) {
  try {
    const mod = await import(name);
    // CommonJS packages (mongodb, kafkajs) arrive as `default`; ESM ones (minio) as named exports.
    const cjs = mod.default && typeof mod.default === 'object' ? mod.default : {};
    return { ...cjs, ...mod };
  } catch {
    return null;
  }
}
