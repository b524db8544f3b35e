/**
 * Documented topics (schema/events/README.md). One topic per owning service; messages are keyed
 * by aggregate id. Each topic has a dead-letter twin for messages a consumer could not process.
 */
export const Topics = {
  users: 'faithcraft.users.v1',
  content: 'faithcraft.content.v1',
  commerce: 'faithcraft.commerce.v1',
  email: 'faithcraft.email.v1',
  /** Page views and product events from the web app (the gateway publishes; no aggregate). */
  webAnalytics: 'faithcraft.web-analytics.v1',
  /** Work queue, not facts: generation jobs for the content service's own worker. */
  generationJobs: 'faithcraft.content.generation-jobs.v1',
} as const;

export type Topic = (typeof Topics)[keyof typeof Topics];

export const deadLetterTopic = (topic: string): string => `${topic}.dlq`;

export const allTopics = (): string[] => Object.values(Topics).flatMap((t) => [t, deadLetterTopic(t)]);
