#!/usr/bin/env node
// `npm run analytics:rebuild`: drops admin-analytics' read models and replays every topic it reads
// (users, content, commerce, web analytics) from the first offset, with progress. Stop the
// admin-analytics service first (it refuses while the consumer group has members); start it again
// afterwards. Reads the service's own environment (ANALYTICS_DB, MONGO_URL, KAFKA_BROKERS,
// ANALYTICS_CONSUMER_GROUP, ANALYTICS_TOPIC_SUFFIX). Needs a build (`npm run build` or `npx tsc -b`).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(fileURLToPath(import.meta.url), '..', '..');
const dist = join(ROOT, 'services/admin-analytics/dist');
if (!existsSync(join(dist, 'rebuild.js'))) {
  console.error('admin-analytics is not built: run `npx tsc -b` first.');
  process.exit(2);
}
const require = createRequire(import.meta.url);
const { readEnvironment } = require(join(dist, 'environment.js'));
const { rebuildReadModels } = require(join(dist, 'rebuild.js'));

const env = readEnvironment();
const n = (x) => x.toLocaleString('en-US');
console.log(`Rebuilding ${env.ANALYTICS_DB} (group ${env.ANALYTICS_CONSUMER_GROUP}) from the start of the topics…`);
try {
  const result = await rebuildReadModels({
    mongoUrl: env.MONGO_URL,
    dbName: env.ANALYTICS_DB,
    brokers: env.KAFKA_BROKERS,
    groupId: env.ANALYTICS_CONSUMER_GROUP,
    topicSuffix: env.ANALYTICS_TOPIC_SUFFIX,
    onProgress: ({ done, total, elapsedMs }) => {
      const pct = total ? Math.floor((done / total) * 100) : 100;
      const rate = elapsedMs ? Math.round((done / elapsedMs) * 1000) : 0;
      process.stdout.write(`\r  ${n(done)} / ${n(total)} events (${pct} %), ${n(rate)} events/s   `);
    },
  });
  process.stdout.write('\n');
  console.log(`Done: ${n(result.done)} events in ${(result.elapsedMs / 1000).toFixed(1)} s.`);
  if (result.finiteRetention.length)
    console.warn(
      `Warning: these topics delete old events (retention.ms is not -1), so history older than their retention is not in the rebuild: ${result.finiteRetention.join(', ')}`,
    );
  process.exit(0);
} catch (err) {
  process.stdout.write('\n');
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
