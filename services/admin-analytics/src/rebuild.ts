import mongoose from 'mongoose';
import { BatchEventConsumer, createKafka, createLogger, createProducer } from '@faithcraft/lib';
import { Projection, dropReadModels } from './data/projection.js';
import { analyticsTopics } from './topics.js';

export interface RebuildOptions {
  mongoUrl: string;
  dbName: string;
  brokers: string[];
  groupId: string;
  topicSuffix?: string;
  /** Called about every second and once at the end. */
  onProgress?: (p: RebuildProgress) => void;
  logLevel?: string;
}

export interface RebuildProgress {
  done: number;
  total: number;
  elapsedMs: number;
  /** Topics whose retention is not "forever" (retention.ms=-1): history older than it is gone. */
  finiteRetention: string[];
}

/**
 * Drops the read models and projects every topic again from its first offset, up to the end
 * offsets seen at the start. The admin-analytics service must be stopped (one writer only): a
 * consumer group with members is refused.
 */
export async function rebuildReadModels(opts: RebuildOptions): Promise<RebuildProgress> {
  const log = createLogger('analytics-rebuild', opts.logLevel ?? process.env['LOG_LEVEL'] ?? 'warn');
  const kafka = createKafka({ clientId: 'analytics-rebuild', brokers: opts.brokers }, log);
  const topics = analyticsTopics(opts.topicSuffix);
  const admin = kafka.admin();
  await admin.connect();
  const db = await mongoose.createConnection(opts.mongoUrl, { dbName: opts.dbName }).asPromise();
  const producer = createProducer(kafka);
  let consumer: BatchEventConsumer | undefined;
  let projection: Projection | undefined;
  try {
    const [group] = (await admin.describeGroups([opts.groupId])).groups;
    if (group && group.members.length > 0)
      throw new Error(
        `Consumer group ${opts.groupId} is in use: stop admin-analytics before rebuilding its read models.`,
      );
    const configs = await admin.describeConfigs({
      resources: topics.map((name) => ({ type: 2, name, configNames: ['retention.ms'] })),
      includeSynonyms: false,
    });
    const finiteRetention = configs.resources
      .filter((r) => r.configEntries.find((c) => c.configName === 'retention.ms')?.configValue !== '-1')
      .map((r) => r.resourceName);

    const ends = new Map<string, { low: number; high: number }>();
    for (const topic of topics)
      for (const p of await admin.fetchTopicOffsets(topic))
        if (Number(p.high) > Number(p.low))
          ends.set(`${topic}/${p.partition}`, { low: Number(p.low), high: Number(p.high) });
    const total = [...ends.values()].reduce((t, e) => t + e.high - e.low, 0);

    if (!db.db) throw new Error('analytics-rebuild: the database connection is not open');
    await dropReadModels(db.db);
    await admin.deleteGroups([opts.groupId]).catch(() => undefined); // absent: nothing to reset

    const reached = new Map<string, number>();
    const progress = (): RebuildProgress => ({
      done: [...ends].reduce((t, [key, e]) => t + Math.min(e.high, (reached.get(key) ?? e.low - 1) + 1) - e.low, 0),
      total,
      elapsedMs: Date.now() - started,
      finiteRetention,
    });
    const caughtUp = () => [...ends].every(([key, e]) => (reached.get(key) ?? -1) + 1 >= e.high);
    const started = Date.now();
    const batches = new BatchEventConsumer({
      kafka,
      producer,
      groupId: opts.groupId,
      topics,
      log,
      handle: (batch) => projection!.apply(batch),
      commits: 'by-handler',
      onCommitted: ({ topic, partition, lastOffset }) => reached.set(`${topic}/${partition}`, lastOffset),
    });
    consumer = batches;
    projection = new Projection(db.db, log, { onFlushed: (positions) => batches.commit(positions) });
    await projection.init();
    await producer.connect();
    await batches.start();
    while (!caughtUp()) {
      await new Promise((r) => setTimeout(r, 1000));
      opts.onProgress?.(progress());
    }
    const result = progress();
    opts.onProgress?.(result);
    return result;
  } finally {
    await projection?.close();
    await consumer?.stop();
    await producer.disconnect().catch(() => undefined);
    await admin.disconnect();
    await db.close();
  }
}
