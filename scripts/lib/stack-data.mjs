// The data of a throw-away stack (e2e runs, benches): its own databases, search indexes and consumer
// groups, all named with the run's suffix by stackEnvironment().
//
// Such a stack gets new consumer groups every run, and a new group reads its topics from the
// beginning (the services' production behaviour: a new projection rebuilds from history). On a
// machine whose Kafka keeps the history of earlier runs, that means thousands of stale events
// before the first one a test sends, and a machine busy replaying them while a bench measures. So
// before the stack starts, each of its groups is committed at the topics' current end: it then
// reads exactly what this run publishes, with no start-up race (the offsets exist before the
// consumers join) and nothing deleted that other runs might need.
import kafkajs from 'kafkajs';
import { MongoClient } from 'mongodb';

const { Kafka, logLevel } = kafkajs;

/** Consumer group ids of a stack environment: every `*_GROUP` setting. */
export const consumerGroups = (env) =>
  Object.entries(env)
    .filter(([key]) => key.endsWith('_GROUP'))
    .map(([, value]) => value);

/**
 * The product's own topics (`faithcraft.users.v1`, `….dlq`): not the run-suffixed copies the
 * integration tests create (`faithcraft.users.v1.it_x1y2_ab12`), which no e2e consumer reads.
 */
const PRODUCT_TOPIC = /^faithcraft(\.[a-z-]+)+\.v\d+(\.dlq)?$/;

export async function startGroupsAtTopicEnds(brokers, groups) {
  const admin = new Kafka({ clientId: 'stack-setup', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((t) => PRODUCT_TOPIC.test(t));
    let skipped = 0;
    for (const topic of topics) {
      const partitions = (await admin.fetchTopicOffsets(topic)).map(({ partition, high }) => ({
        partition,
        offset: high,
      }));
      skipped += partitions.reduce((sum, p) => sum + Number(p.offset), 0);
      // Each call waits on the group's coordinator: the groups go in parallel.
      await Promise.all(groups.map((groupId) => admin.setOffsets({ groupId, topic, partitions })));
    }
    return { topics: topics.length, skipped };
  } finally {
    await admin.disconnect();
  }
}

/**
 * Drops what a stopped stack left behind: every `*_DB` database, every `*SEARCH_INDEX` alias with
 * its versioned indexes, and every `*_GROUP` consumer group — only names carrying `suffix`, so a
 * mistake can never reach the product's own data.
 */
export async function dropStackData({ env, suffix, mongoUrl, searchUrl, brokers }) {
  if (!suffix) throw new Error('dropStackData needs the run suffix');
  const mine = (suffixKey) =>
    Object.entries(env)
      .filter(([key, value]) => key.endsWith(suffixKey) && typeof value === 'string' && value.includes(suffix))
      .map(([, value]) => value);
  const client = await MongoClient.connect(mongoUrl, { serverSelectionTimeoutMS: 10_000 });
  try {
    for (const name of mine('_DB')) await client.db(name).dropDatabase();
  } finally {
    await client.close();
  }
  if (searchUrl)
    for (const alias of mine('SEARCH_INDEX')) {
      await fetch(`${searchUrl}/${alias}-v*`, { method: 'DELETE' }).catch(() => undefined);
    }
  const admin = new Kafka({ clientId: 'stack-cleanup', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const { groups } = await admin.listGroups();
    const known = new Set(groups.map((g) => g.groupId));
    const ours = consumerGroups(env).filter((g) => g.includes(suffix));
    // A service may add a derived group (`<group>.digest-images`): those go too.
    const gone = [...known].filter((g) => ours.some((o) => g === o || g.startsWith(`${o}.`)));
    if (gone.length) await admin.deleteGroups(gone).catch(() => undefined);
  } finally {
    await admin.disconnect();
  }
}
