// MinIO (S3-compatible object storage), installed with `go install` at a pinned commit. Healthy
// when its liveness endpoint answers as MinIO; after start-up `up` creates the buckets.

import path from 'node:path';
import { httpGet } from '../health.mjs';
import { goInstall } from '../tools.mjs';
import { importOptional } from '../util.mjs';

// Pinned here (not by a file of its own); bumping it re-provisions MinIO.
export const MINIO_MODULE = 'github.com/minio/minio';
export const MINIO_VERSION = 'v0.0.0-20260212201848-7aac2a2c5b7c';

/** Create `s.buckets` that do not exist yet (idempotent), with the root-installed `minio` client. */
async function ensureBuckets(s, log) {
  const minio = await importOptional('minio');
  if (!minio?.Client) {
    throw new Error(
      'minio: the `minio` npm package is not installed at the repo root (run `npm install`), cannot create buckets',
    );
  }
  const client = new minio.Client({
    endPoint: s.minio.endPoint,
    port: s.minio.port,
    useSSL: s.minio.useSSL,
    accessKey: s.minio.accessKey,
    secretKey: s.minio.secretKey,
  });
  const created = [];
  for (const bucket of s.buckets) {
    if (!(await client.bucketExists(bucket))) {
      await client.makeBucket(bucket);
      created.push(bucket);
    }
  }
  log(
    `[infra] minio: buckets ${s.buckets.join(', ')} ready${created.length ? ` (created ${created.join(', ')})` : ''}`,
  );
}

export default {
  name: 'minio',
  marker: 'minio',

  artefact(p) {
    return {
      name: 'minio',
      tools: ['go'],
      version: `${MINIO_MODULE}@${MINIO_VERSION}`,
      bin: path.join(p.binDir, 'minio'),
      stamp: path.join(p.binDir, 'minio.stamp'),
    };
  },

  build(a, ctx) {
    return goInstall(a, ctx, ' (with a cold Go build cache this takes many minutes)');
  },

  runtime(p, s, pt) {
    return {
      port: pt.minio,
      portEnv: 'MINIO_PORT',
      timeoutSec: 60,
      cmd: path.join(p.binDir, 'minio'),
      args: [
        'server',
        path.join(p.dataDir, 'minio'),
        '--address',
        `127.0.0.1:${pt.minio}`,
        '--console-address',
        `127.0.0.1:${pt.minioConsole}`,
      ],
      env: {
        MINIO_ROOT_USER: s.minio.accessKey,
        MINIO_ROOT_PASSWORD: s.minio.secretKey,
        MINIO_UPDATE: 'off',
        MINIO_CALLHOME_ENABLE: 'off',
      },
      health: async () => {
        const r = await httpGet(`http://127.0.0.1:${pt.minio}/minio/health/live`);
        return r.status === 200 && /minio/i.test(String(r.headers.server || ''));
      },
    };
  },

  /** Runs once the server is healthy (whether `up` started it or found it running). */
  afterUp: ensureBuckets,
};
