// maildev (SMTP server with a web inbox), a root devDependency run from node_modules: nothing to
// build, provisioning only checks the installed version. Healthy when its inbox API answers.

import path from 'node:path';
import { httpGet, parseJson } from '../health.mjs';
import { ROOT } from '../settings.mjs';
import { readJson } from '../util.mjs';

// Pinned by package.json; this is the version provisioning expects in node_modules.
export const MAILDEV_VERSION = '2.2.1';

function installedMaildev() {
  const pkg = readJson(path.join(ROOT, 'node_modules', 'maildev', 'package.json'));
  return pkg ? pkg.version : null;
}

export default {
  name: 'maildev',
  marker: 'maildev',

  artefact() {
    return { name: 'maildev', tools: [], version: `maildev ${MAILDEV_VERSION} (npm)`, npm: true };
  },

  isProvisioned() {
    return installedMaildev() === MAILDEV_VERSION;
  },

  /** Provisioning step: there is nothing to build, so fail unless `npm install` put it there. */
  requireInstalled(a, log) {
    const v = installedMaildev();
    if (v !== MAILDEV_VERSION) {
      throw new Error(
        `maildev ${MAILDEV_VERSION} is not installed at the repo root (found ${v || 'none'}). ` +
          'It is a root devDependency: run `npm install` at the repository root.',
      );
    }
    log(`[infra] maildev: ${a.version} present in node_modules`);
  },

  runtime(p, s, pt) {
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
        // Its own health route: listing /email grows with the inbox (and was cut at 256 KB).
        const r = await httpGet(`http://127.0.0.1:${pt.inbox}/healthz`);
        return r.status === 200 && parseJson(r.body) === true;
      },
    };
  },
};
