// Latency benches measure a stack at rest. A freshly started stack is not: its services' new consumer
// groups replay this machine's topic history and rebuild their indexes, which on 2 cores doubles
// every latency. waitUntilSettled() waits until the stack's consumer groups stop moving and the
// machine's CPU is quiet, printing what it waits for; after `timeoutMs` it goes on and says so.
// (A caught-up group can still show a small lag: a transaction's commit marker takes an offset that
// no consumer ever commits past.)
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);
const { Kafka, logLevel } = require('kafkajs');

const QUIET_SHARE = 0.25; // of all cores, over one sample
const SAMPLE_MS = 2000;

function cpuTimes() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const values = fields.map(Number);
  const idle = values[3] + (values[4] ?? 0);
  return { idle, total: values.reduce((a, b) => a + b, 0) };
}

/** Share of all cores busy over the next `ms` (0..1); the load average where /proc is missing. */
async function busyShare(ms) {
  let before;
  try {
    before = cpuTimes();
  } catch {
    await new Promise((r) => setTimeout(r, ms));
    return os.loadavg()[0] / os.cpus().length;
  }
  await new Promise((r) => setTimeout(r, ms));
  const after = cpuTimes();
  return 1 - (after.idle - before.idle) / Math.max(1, after.total - before.total);
}

/** Messages the consumer groups whose id contains `groupTag` have not committed yet. */
async function consumerLag(admin, groupTag) {
  const { groups } = await admin.listGroups();
  let lag = 0;
  for (const { groupId } of groups.filter((g) => g.groupId.includes(groupTag))) {
    for (const { topic, partitions } of await admin.fetchOffsets({ groupId })) {
      const ends = await admin.fetchTopicOffsets(topic);
      for (const p of partitions) {
        const end = Number(ends.find((e) => e.partition === p.partition)?.high ?? 0);
        lag += Math.max(0, end - Math.max(0, Number(p.offset)));
      }
    }
  }
  return lag;
}

export async function waitUntilSettled({ brokers, groupTag, timeoutMs = 300_000, log = console.log }) {
  const started = Date.now();
  const kafka = new Kafka({ clientId: 'bench-settle', brokers, logLevel: logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  try {
    let quietSamples = 0;
    let lastLag = -1;
    while (Date.now() - started < timeoutMs) {
      const lag = groupTag ? await consumerLag(admin, groupTag) : 0;
      const busy = await busyShare(SAMPLE_MS);
      quietSamples = lag === lastLag && busy < QUIET_SHARE ? quietSamples + 1 : 0;
      lastLag = lag;
      process.stdout.write(
        `\r  waiting for the stack to settle: consumer lag ${lag.toLocaleString('en-US')}, CPU ${(busy * 100).toFixed(0)} %   `,
      );
      if (quietSamples >= 2) {
        log(`\n  stack settled after ${((Date.now() - started) / 1000).toFixed(0)} s`);
        return true;
      }
    }
    log(`\n  the stack did not settle within ${timeoutMs / 1000} s: measuring anyway (figures include that load)`);
    return false;
  } finally {
    await admin.disconnect();
  }
}
