// Health checks: the generic probes the components build theirs from (each returns true/false or
// an empty answer, never throws, bounded by a few seconds) and the wait for a starting server.

import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { killGroup, pidAlive } from './process.mjs';
import { indent, secs, shown, sleep, tailFile } from './util.mjs';

export function tcpOpen(port, host = '127.0.0.1', timeout = 1000) {
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
export function httpGet(url, headers = {}, timeout = 3000) {
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

export function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function withTimeout(promise, ms, fallback = false) {
  let timer;
  return Promise.race([promise, new Promise((r) => (timer = setTimeout(() => r(fallback), ms)))]).finally(() =>
    clearTimeout(timer),
  );
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

/**
 * Poll `rt.health()` until it answers. Throws with the tail of the logs when the process exits
 * first, or stops it and throws after `rt.timeoutSec`.
 */
export async function waitHealthy(name, rt, { pid, exit }, p, log) {
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
