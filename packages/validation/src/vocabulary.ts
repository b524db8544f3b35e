import { z } from 'zod';

export { CONTACT_SUBJECTS, type ContactSubject } from './contact.js';

/**
 * Closed vocabularies that cross service boundaries: events carry these values, the REST facade
 * has them on the wire, and the owning subgraph's SDL has one GraphQL enum value per entry, named
 * by graphqlEnumName (a unit test keeps the SDL and these lists equal). One list each.
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

/** The teaching categories of an image (content owns the default, 'general'). */
export const CATEGORIES = ['general', 'fhe', 'primary', 'youth', 'seminary', 'holidays'] as const;
export type Category = (typeof CATEGORIES)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'inactive', 'cancelled', 'past_due'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

// The contact form's subjects (email owns them) live with the form's schema in contact.ts.

export const DOWNLOAD_FORMATS = ['png', 'jpg', 'pdf'] as const;

/** ISO-8601 UTC (an offset is accepted on input). */
export const isoUtcTime = () => z.iso.datetime({ offset: true });
export const nonEmptyId = () => z.string().min(1);

/** The GraphQL enum value name of a wire value: 'board-game' → 'BOARD_GAME', 'General Inquiry' → 'GENERAL_INQUIRY'. */
export const graphqlEnumName = (value: string): string => value.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/**
 * GraphQL enum name → the value services store and the REST wire shows. Given to the subgraph as
 * the enum's resolver (so resolvers see the wire values) and to codegen as `enumValues`.
 */
export function enumValueMap<V extends string>(values: readonly V[]): Record<string, V> {
  return Object.fromEntries(values.map((v) => [graphqlEnumName(v), v]));
}

/** The wire value of a GraphQL enum name, or null when the name is not one of `values`. */
export function wireValue<V extends string>(values: readonly V[], name: unknown): V | null {
  return values.find((v) => graphqlEnumName(v) === name) ?? null;
}
