import { z } from 'zod';

/**
 * Closed vocabularies that cross service boundaries (events and the GraphQL enums of the owning
 * subgraphs carry the same lowercase values). One list each; services import them from here.
 */
export const CONTENT_TYPES = [
  'flashcards',
  'coloring',
  'board-game',
  'song-visual',
  'worksheet',
  'poster',
  'stickers',
  'talk-visual',
] as const;
export const contentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof contentTypeSchema>;

export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled', 'past_due'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const DOWNLOAD_FORMATS = ['png', 'jpg', 'pdf'] as const;

/** ISO-8601 UTC (an offset is accepted on input). */
export const isoUtcTime = () => z.iso.datetime({ offset: true });
export const nonEmptyId = () => z.string().min(1);
