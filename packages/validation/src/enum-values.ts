// The plain lists and the wire ↔ GraphQL name mapping, without zod, so a web bundle that only
// labels or links content types does not pull the schema library in.

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

/** The teaching categories of an image (content owns the default, 'general'). */
export const CATEGORIES = ['general', 'fhe', 'primary', 'youth', 'seminary', 'holidays'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The one refusal of a value outside a closed list, wherever it is refused (services, REST facade,
 * forms): "Please choose a category: general, fhe, … or holidays".
 */
export function choiceMessage(label: string, values: readonly string[]): string {
  const list = values.length > 1 ? `${values.slice(0, -1).join(', ')} or ${values.at(-1)}` : values.join('');
  return `Please choose a ${label}: ${list}`;
}

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

/**
 * What the web app reports (spec 000 §2 page views, §7 product events): the names the web sends to
 * `POST /api/events` and the gateway publishes as VisitorEvent.v1. One list for both sides.
 */
export const WEB_EVENT_NAMES = [
  'page_view',
  'content_generation',
  'prompt_category',
  'purchase',
  'subscription_upgrade',
  'conversion',
  'download',
  'limit_reached',
  'email_signup',
  'marketplace_search',
  'free_account_signup',
] as const;
export type WebEventName = (typeof WEB_EVENT_NAMES)[number];

/** Limits of one `POST /api/events` request (the web batches within them). */
export const WEB_EVENTS_MAX_PER_REQUEST = 20;
export const WEB_EVENTS_MAX_BYTES = 16 * 1024;
