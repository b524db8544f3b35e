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

export async function startGroupsAtTopicEnds(brokers, groups, topicPrefix = 'faithcraft.') {
  const admin = new Kafka({ clientId: 'e2e-setup', brokers, logLevel: logLevel.NOTHING }).admin();
  await admin.connect();
  try {
    const topics = (await admin.listTopics()).filter((t) => t.startsWith(topicPrefix));
    let skipped = 0;
    for (const topic of topics) {
      const partitions = (await admin.fetchTopicOffsets(topic)).map(({ partition, high }) => ({
        partition,
        offset: high,
      }));
      skipped += partitions.reduce((sum, p) => sum + Number(p.offset), 0);
      for (const groupId of groups) await admin.setOffsets({ groupId, topic, partitions });
    }
    return { topics: topics.length, skipped };
  } finally {
    await admin.disconnect();
  }
}
