import { deadLetterTopic } from '@faithcraft/lib';
import { testKafka } from '../../../test/support/kit';
import { audienceTopics } from '../src/audience/setup';

/** Creates the run's own users/content/commerce topics (and dead-letter twins) the audience consumer reads. */
export async function createAudienceTopics(suffix: string): Promise<void> {
  const admin = testKafka().admin();
  await admin.connect();
  await admin.createTopics({
    waitForLeaders: true,
    topics: audienceTopics(suffix)
      .flatMap((t) => [t, deadLetterTopic(t)])
      .map((topic) => ({ topic, numPartitions: 2, replicationFactor: 1 })),
  });
  await admin.disconnect();
}
