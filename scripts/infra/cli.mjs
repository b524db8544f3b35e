#!/usr/bin/env node
// Thin CLI over scripts/infra/index.mjs (npm run infra:up | infra:down | infra:status | infra:provision).
//
//   node scripts/infra/cli.mjs up [component…]         provision if needed, start, wait for health
//   node scripts/infra/cli.mjs down [component…]       stop what these scripts started (data is kept)
//   node scripts/infra/cli.mjs status [--json]         table of provisioned / pid / health / port / RSS
//   node scripts/infra/cli.mjs provision [component…] [--force]
//   node scripts/infra/cli.mjs env                     print the connection settings as JSON
//
// Components: ferretdb, kafka, minio, opensearch, stripe-mock, maildev (aliases: mongo, search, stripe, smtp, mail).

import path from 'node:path';
import { COMPONENTS, down, paths, provision, settings, status, up } from './index.mjs';

const USAGE = `usage: node scripts/infra/cli.mjs <up|down|status|provision|env> [component…] [--json] [--force]
components: ${COMPONENTS.join(', ')}`;

function printTable(rows) {
  const header = ['COMPONENT', 'PROVISIONED', 'PID', 'HEALTHY', 'PORT', 'RSS MB', 'VERSION'];
  const body = rows.map((r) => [
    r.name,
    r.provisioned ? 'yes' : 'no',
    r.pid ? String(r.pid) : r.external ? 'external' : '-',
    r.healthy ? 'yes' : r.pid ? 'NO' : 'no',
    String(r.port),
    r.rssMB === null ? '-' : r.rssMB.toFixed(1),
    r.version,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cols) => cols.map((c, i) => (i === cols.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  console.log(line(header));
  for (const b of body) console.log(line(b));
  const total = rows.reduce((sum, r) => sum + (r.rssMB || 0), 0);
  console.log(`total RSS of running components: ${total.toFixed(1)} MB`);
  const logs = path.relative(process.cwd(), paths().logsDir);
  console.log(`logs: ${logs && !logs.startsWith('..') ? logs : paths().logsDir}/`);
}

async function main() {
  const [cmd, ...rest] = process.argv.slice(2);
  const flags = new Set(rest.filter((a) => a.startsWith('--')));
  const only = rest.filter((a) => !a.startsWith('--'));
  const log = (line) => console.log(line);
  const t0 = Date.now();
  switch (cmd) {
    case 'up': {
      const r = await up({ log, only });
      const s = r.settings;
      console.log(
        [
          '',
          `MongoDB wire (FerretDB): ${s.mongoUrl}`,
          `Kafka:                   ${s.kafkaBrokers.join(',')}`,
          `MinIO:                   http://${s.minio.endPoint}:${s.minio.port} (console ${s.minio.consoleUrl}, user ${s.minio.accessKey})`,
          `SMTP / inbox:            ${s.smtp.host}:${s.smtp.port} / ${s.inboxUrl}`,
          `OpenSearch:              ${s.searchUrl}`,
          `stripe-mock:             ${s.stripeMockUrl}`,
        ].join('\n'),
      );
      break;
    }
    case 'down':
      await down({ log, only });
      break;
    case 'provision':
      await provision({ log, only, force: flags.has('--force') });
      console.log(`[infra] provision finished in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
      break;
    case 'status': {
      const rows = await status({ only });
      if (flags.has('--json')) console.log(JSON.stringify(rows, null, 2));
      else printTable(rows);
      break;
    }
    case 'env':
    case 'settings':
      console.log(JSON.stringify(settings(), null, 2));
      break;
    case undefined:
    case 'help':
    case '--help':
    case '-h':
      console.log(USAGE);
      if (!cmd) process.exitCode = 2;
      break;
    default:
      console.error(`unknown command "${cmd}"\n${USAGE}`);
      process.exitCode = 2;
  }
}

main().then(
  () => {
    // Health-check clients may keep sockets around for a moment; the command is done.
    process.exit(process.exitCode ?? 0);
  },
  (err) => {
    console.error(`\n[infra] FAILED: ${err?.message || err}`);
    process.exit(1);
  },
);
