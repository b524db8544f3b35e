// Starts admin-analytics instances against real Kafka and the database, on a run-specific set of
// topics, and reads their figures through GraphQL as an admin.
import mongoose from 'mongoose';
import { IDENTITY_HEADER, deadLetterTopic, signIdentity, type CloudEvent, type Identity } from '@faithcraft/lib';
import { testKafka, testSettings, unique, waitFor } from '../../../test/support/kit';
import type { UsersSessionsDouble } from '../../../test/support/users-sessions';
import { readEnvironment } from '../src/environment';
import { analyticsTopics, startAnalyticsService, type AnalyticsOptions, type AnalyticsService } from '../src/index';

export const SECRET = 'analytics-int-test-secret-0123456789';

export async function createTopics(suffix: string, numPartitions = 3): Promise<string[]> {
  const admin = testKafka().admin();
  await admin.connect();
  const topics = analyticsTopics(suffix);
  await admin.createTopics({
    waitForLeaders: true,
    topics: topics
      .flatMap((t) => [t, deadLetterTopic(t)])
      .map((topic) => ({ topic, numPartitions, replicationFactor: 1 })),
  });
  await admin.disconnect();
  return topics;
}

/** Publishes each topic's events in order, keyed by subject (one aggregate per partition). */
export async function publish(suffix: string, events: Record<string, CloudEvent[]>): Promise<void> {
  const producer = testKafka().producer();
  await producer.connect();
  for (const [topic, list] of Object.entries(events))
    await producer.send({
      topic: topic + suffix,
      messages: list.map((e) => ({ key: e.subject, value: JSON.stringify(e) })),
    });
  await producer.disconnect();
}

export interface Instance {
  service: AnalyticsService;
  dbName: string;
  groupId: string;
}

export async function startInstance(
  users: UsersSessionsDouble,
  suffix: string,
  options: AnalyticsOptions,
  reuse?: { dbName: string; groupId: string },
): Promise<Instance> {
  const settings = testSettings();
  const dbName = reuse?.dbName ?? unique('analytics');
  const groupId = reuse?.groupId ?? unique('analytics');
  const service = await startAnalyticsService(
    readEnvironment({
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      MONGO_URL: settings.mongoUrl,
      KAFKA_BROKERS: settings.kafkaBrokers.join(','),
      ANALYTICS_DB: dbName,
      ANALYTICS_CONSUMER_GROUP: groupId,
      ANALYTICS_TOPIC_SUFFIX: suffix,
      ANALYTICS_PORT: '0',
      INTERNAL_SECRET: SECRET,
      USERS_INTERNAL_URL: users.url,
    }),
    options,
  );
  return { service, dbName, groupId };
}

/** Waits until the group has committed every message of the topics. */
export async function caughtUp(groupId: string, topics: string[], timeoutMs = 60_000): Promise<void> {
  const admin = testKafka().admin();
  await admin.connect();
  try {
    await waitFor(
      async () => {
        for (const topic of topics) {
          const ends = await admin.fetchTopicOffsets(topic);
          const [committed] = await admin.fetchOffsets({ groupId, topics: [topic] });
          for (const end of ends) {
            const c = committed?.partitions.find((p) => p.partition === end.partition)?.offset ?? '-1';
            if (Number(end.high) > 0 && Number(c) < Number(end.high)) return false;
          }
        }
        return true;
      },
      timeoutMs,
      `group ${groupId} caught up`,
    );
  } finally {
    await admin.disconnect();
  }
}

export async function dropDatabase(dbName: string): Promise<void> {
  const db = await mongoose.createConnection(testSettings().mongoUrl, { dbName }).asPromise();
  await db.dropDatabase();
  await db.close();
}

export async function graphql<T>(
  url: string,
  query: string,
  identity: Identity | null,
): Promise<{ data?: T; errors?: { message: string; extensions?: { code?: string } }[] }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(identity ? { [IDENTITY_HEADER]: signIdentity(identity, SECRET) } : {}),
    },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: T; errors?: { message: string; extensions?: { code?: string } }[] };
}

export const FIGURES_QUERY = (tf: string) => `{
  adminMetrics(timeframe: ${tf}) {
    totalRevenueCents revenueGrowth activeUsers userGrowth totalGenerations generationGrowth conversionRate
    conversionTrend publicImages forSaleImages avgGenerationsPerUser engagementRate retentionRate churnRiskUsers
    heavyFreeUsers qualityUnmonetizedImages totalSignups signupsLast24h
    contentTypeStats { contentType count avgRating } categoryStats { category count growth }
    recentActivity { description timestamp kind } series { start revenueCents generations signups activeUsers }
  }
  adminRevenue(timeframe: ${tf}) {
    totalCents growthRate monthlyRecurringCents activeSubscribers averageOrderValueCents aovGrowth
    customerLifetimeValueCents avgRetentionMonths subscriptionsCents subscriptionCount marketplaceCents marketplaceSales
    topSelling { imageId title sales category revenueCents growth } freeUsersNearLimit contentWithoutSales churnRisk
    series { start subscriptionsCents marketplaceCents }
  }
  adminSearchAnalytics(timeframe: ${tf}, limit: 100) { term count successRate }
  adminFunnel(timeframe: ${tf}) { stages { name count conversion dropOff } }
  _entities(representations: [{ __typename: "User", id: "u2" }, { __typename: "User", id: "u3" }, { __typename: "User", id: "u6" }]) {
    ... on User { id totalRevenueCents }
  }
}`;

export async function resetOffsets(groupId: string, topics: string[]): Promise<void> {
  const admin = testKafka().admin();
  await admin.connect();
  for (const topic of topics) await admin.resetOffsets({ groupId, topic, earliest: true });
  await admin.disconnect();
}
