// Names, ports, connection settings and folders of the local infrastructure: the single place that
// reads the environment variables which move ports, credentials, the cache and the runtime folder.

import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Components, in start order. */
export const COMPONENTS = ['ferretdb', 'kafka', 'minio', 'opensearch', 'stripe-mock', 'maildev'];

const ALIASES = {
  mongo: 'ferretdb',
  mongodb: 'ferretdb',
  db: 'ferretdb',
  stripe: 'stripe-mock',
  stripemock: 'stripe-mock',
  smtp: 'maildev',
  mail: 'maildev',
  s3: 'minio',
  search: 'opensearch',
};

/** Component names from `only` (names or aliases, array or comma list), in start order; all when empty. */
export function selectComponents(only) {
  if (only === undefined || only === null || only === '' || (Array.isArray(only) && only.length === 0)) {
    return [...COMPONENTS];
  }
  const list = (Array.isArray(only) ? only : String(only).split(','))
    .map((s) => String(s).trim().toLowerCase())
    .filter(Boolean)
    .map((s) => ALIASES[s] || s);
  const unknown = list.filter((n) => !COMPONENTS.includes(n));
  if (unknown.length) {
    throw new Error(`Unknown infrastructure component(s): ${unknown.join(', ')}. Known: ${COMPONENTS.join(', ')}`);
  }
  return COMPONENTS.filter((n) => list.includes(n));
}

function portEnv(name, def) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return def;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) {
    throw new Error(`${name} must be a TCP port number (1-65535), got "${raw}"`);
  }
  return n;
}

export function ports() {
  return {
    mongo: portEnv('MONGO_PORT', 27017),
    kafka: portEnv('KAFKA_PORT', 9092),
    kafkaController: portEnv('KAFKA_CONTROLLER_PORT', 9093),
    minio: portEnv('MINIO_PORT', 9000),
    minioConsole: portEnv('MINIO_CONSOLE_PORT', 9001),
    smtp: portEnv('SMTP_PORT', 1025),
    inbox: portEnv('SMTP_INBOX_PORT', 1080),
    stripeMock: portEnv('STRIPE_MOCK_PORT', 12111),
    opensearch: portEnv('OPENSEARCH_PORT', 9200),
    opensearchTransport: portEnv('OPENSEARCH_TRANSPORT_PORT', 9300),
  };
}

/**
 * Connection settings every consumer (services, tests, scripts) uses. Ports come from the
 * environment variables MONGO_PORT, KAFKA_PORT, MINIO_PORT, MINIO_CONSOLE_PORT, SMTP_PORT,
 * SMTP_INBOX_PORT, STRIPE_MOCK_PORT, OPENSEARCH_PORT (and OPENSEARCH_TRANSPORT_PORT); MinIO credentials from MINIO_ROOT_USER / MINIO_ROOT_PASSWORD.
 */
export function settings() {
  const p = ports();
  return {
    mongoUrl: `mongodb://127.0.0.1:${p.mongo}`,
    kafkaBrokers: [`127.0.0.1:${p.kafka}`],
    minio: {
      endPoint: '127.0.0.1',
      port: p.minio,
      useSSL: false,
      accessKey: process.env.MINIO_ROOT_USER || 'faithcraft',
      secretKey: process.env.MINIO_ROOT_PASSWORD || 'faithcraft-dev-secret',
      consoleUrl: `http://127.0.0.1:${p.minioConsole}`,
    },
    buckets: ['faithcraft-images'],
    smtp: { host: '127.0.0.1', port: p.smtp },
    inboxUrl: `http://127.0.0.1:${p.inbox}`,
    stripeMockUrl: `http://127.0.0.1:${p.stripeMock}`,
    searchUrl: `http://127.0.0.1:${p.opensearch}`,
  };
}

/**
 * Where things live. FAITHCRAFT_INFRA_CACHE replaces `<repo>/.cache/infra`;
 * FAITHCRAFT_RUNTIME_DIR replaces the runtime root `<repo>/.runtime` (infra uses `<it>/infra`).
 */
export function paths() {
  const cacheDir = path.resolve(process.env.FAITHCRAFT_INFRA_CACHE || path.join(ROOT, '.cache', 'infra'));
  const runtimeRoot = path.resolve(process.env.FAITHCRAFT_RUNTIME_DIR || path.join(ROOT, '.runtime'));
  const runtimeDir = path.join(runtimeRoot, 'infra');
  return {
    root: ROOT,
    cacheDir,
    binDir: path.join(cacheDir, 'bin'),
    kafkaLibs: path.join(cacheDir, 'kafka', 'libs'),
    runtimeDir,
    logsDir: path.join(runtimeDir, 'logs'),
    dataDir: path.join(runtimeDir, 'data'),
    pidFile: (name) => path.join(runtimeDir, `${name}.pid`),
    logFile: (name) => path.join(runtimeDir, 'logs', `${name}.log`),
  };
}
