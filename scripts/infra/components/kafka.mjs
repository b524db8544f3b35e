// Apache Kafka in KRaft mode on the JVM, its jars resolved by Maven from deploy/local/kafka/pom.xml
// (which pins the version). Storage is formatted on first start; healthy when the broker answers a
// metadata request (or, without the `kafkajs` package, when its port is open).

import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { tcpOpen, withTimeout } from '../health.mjs';
import { runLogged } from '../process.mjs';
import { ROOT } from '../settings.mjs';
import { checkTool, javaCmd } from '../tools.mjs';
import { importOptional, mkdirs, secs, sha, shown } from '../util.mjs';

const KAFKA_SRC = path.join(ROOT, 'deploy', 'local', 'kafka');

function kafkaVersion() {
  const pom = fs.readFileSync(path.join(KAFKA_SRC, 'pom.xml'), 'utf8');
  const m = pom.match(/<kafka\.version>([^<]+)<\/kafka\.version>/);
  if (!m) throw new Error('deploy/local/kafka/pom.xml has no <kafka.version> property');
  return m[1].trim();
}

function kafkaClusterId() {
  // Same shape as org.apache.kafka.common.Uuid.randomUuid(): 16 random bytes, base64url, no
  // padding, never starting with '-' (the tools reject that).
  for (;;) {
    const id = crypto.randomBytes(16).toString('base64url');
    if (!id.startsWith('-')) return id;
  }
}

async function prepareKafka({ p, pt, props, jvm, log }) {
  checkTool('java', 'kafka');
  const logDir = path.join(p.dataDir, 'kafka');
  mkdirs(path.dirname(props), logDir);
  const template = fs.readFileSync(path.join(KAFKA_SRC, 'server.properties.template'), 'utf8');
  const rendered = template
    .replaceAll('{{KAFKA_PORT}}', String(pt.kafka))
    .replaceAll('{{KAFKA_CONTROLLER_PORT}}', String(pt.kafkaController))
    .replaceAll('{{KAFKA_LOG_DIR}}', logDir);
  fs.writeFileSync(props, rendered);
  if (fs.existsSync(path.join(logDir, 'meta.properties'))) return;
  // Static quorum (controller.quorum.voters): format once, without --standalone.
  const id = kafkaClusterId();
  const t0 = Date.now();
  log(`[infra] kafka: formatting ${shown(logDir)} (cluster id ${id})`);
  await runLogged(
    'kafka format',
    javaCmd(),
    ['-Xmx256m', ...jvm, 'kafka.tools.StorageTool', 'format', '-t', id, '-c', props],
    { cwd: p.runtimeDir, env: process.env, logFile: p.logFile('kafka'), log },
  );
  log(`[infra] kafka: storage formatted in ${secs(t0)} s`);
}

async function kafkaMetadata(port) {
  if (!(await tcpOpen(port))) return false;
  const kafkajs = await importOptional('kafkajs');
  if (!kafkajs?.Kafka) return true;
  const admin = new kafkajs.Kafka({
    clientId: 'faithcraft-infra-health',
    brokers: [`127.0.0.1:${port}`],
    logLevel: kafkajs.logLevel.NOTHING,
    connectionTimeout: 2000,
    requestTimeout: 3000,
    retry: { retries: 0 },
  }).admin();
  try {
    return await withTimeout(
      (async () => {
        await admin.connect();
        await admin.listTopics(); // a metadata request answered by the broker
        return true;
      })(),
      4000,
    );
  } catch {
    return false;
  } finally {
    admin.disconnect().catch(() => {});
  }
}

export default {
  name: 'kafka',
  marker: 'kafka.Kafka',

  artefact(p) {
    const v = kafkaVersion();
    return {
      name: 'kafka',
      tools: ['java', 'mvn'],
      version: `Apache Kafka ${v} (pom ${sha(path.join(KAFKA_SRC, 'pom.xml'))})`,
      bin: path.join(p.kafkaLibs, `kafka_2.13-${v}.jar`),
      stamp: path.join(p.cacheDir, 'kafka', 'kafka.stamp'),
    };
  },

  async build(a, { p, log, logFile }) {
    const libs = p.kafkaLibs;
    const tmp = `${libs}.tmp`;
    fs.rmSync(tmp, { recursive: true, force: true });
    log(`[infra] kafka: mvn dependency:copy-dependencies ${a.version} → ${shown(libs)}`);
    await runLogged(
      'kafka',
      'mvn',
      [
        '-q',
        '-B',
        '-Dstyle.color=never',
        '-f',
        path.join(KAFKA_SRC, 'pom.xml'),
        'dependency:copy-dependencies',
        `-DoutputDirectory=${tmp}`,
        '-DincludeScope=runtime',
      ],
      { cwd: KAFKA_SRC, env: process.env, logFile, log },
    );
    // Replace the whole folder so a version bump never leaves old jars on the class path.
    fs.rmSync(libs, { recursive: true, force: true });
    fs.renameSync(tmp, libs);
    if (!fs.existsSync(a.bin)) throw new Error(`kafka: ${a.bin} is missing after copy-dependencies`);
  },

  runtime(p, s, pt) {
    const props = path.join(p.runtimeDir, 'kafka', 'server.properties');
    const heap = (process.env.KAFKA_HEAP_OPTS || '-Xmx512m -Xms256m').split(/\s+/).filter(Boolean);
    const jvm = [
      '-cp',
      path.join(p.kafkaLibs, '*'),
      `-Dlog4j2.configurationFile=${path.join(KAFKA_SRC, 'log4j2.yaml')}`,
      `-Dkafka.logs.dir=${p.logsDir}`,
      '-Djava.awt.headless=true',
    ];
    return {
      port: pt.kafka,
      portEnv: 'KAFKA_PORT',
      extraLogs: [path.join(p.logsDir, 'kafka-server.log')],
      timeoutSec: 120,
      cmd: javaCmd(),
      args: [...heap, '-XX:+UseG1GC', '-XX:MaxGCPauseMillis=20', ...jvm, 'kafka.Kafka', props],
      prepare: (log) => prepareKafka({ p, pt, props, jvm, log }),
      health: () => kafkaMetadata(pt.kafka),
    };
  },
};
