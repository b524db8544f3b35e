// The e2e product gets new consumer groups every run, and a new group reads its topics from the
// beginning (the services' production behaviour: a new projection rebuilds from history). On a
// machine whose Kafka keeps the history of earlier runs, that means thousands of stale events
// before the first one a test sends. So before the stack starts, each of its groups is committed
// at the topics' current end: it then reads exactly what this run publishes, with no start-up race
// (the offsets exist before the consumers join) and nothing deleted that other runs might need.
import kafkajs from 'kafkajs';

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
  const admin = new Kafka({ clientId: 'e2e-setup', brokers, logLevel: logLevel.NOTHING }).admin();
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
