import { Topics } from '@faithcraft/lib';

/** The topics the read models are built from (a suffix gives a run-specific set, for tests and benches). */
export const analyticsTopics = (suffix = ''): string[] =>
  [Topics.users, Topics.content, Topics.commerce, Topics.webAnalytics].map((t) => t + suffix);
