import type { Category, ContentType, SubscriptionStatus } from '../__generated__/graphql';

/** People's names of the GraphQL enum values the console shows. */
export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  FLASHCARDS: 'Flash Cards',
  COLORING: 'Coloring Pages',
  BOARD_GAME: 'Board Games',
  SONG_VISUAL: 'Song Visuals',
  WORKSHEET: 'Worksheets',
  POSTER: 'Posters',
  STICKERS: 'Stickers',
  TALK_VISUAL: 'Talk Visuals',
};

export const CATEGORY_LABELS: Record<Category, string> = {
  GENERAL: 'General',
  FHE: 'Family Home Evening',
  PRIMARY: 'Primary',
  YOUTH: 'Youth',
  SEMINARY: 'Seminary',
  HOLIDAYS: 'Holidays',
};

/** Subscription statuses in the spec's order (spec 001 §4) with their wire names as labels. */
export const SUBSCRIPTION_OPTIONS: readonly { value: SubscriptionStatus; label: string }[] = [
  { value: 'INACTIVE', label: 'inactive' },
  { value: 'ACTIVE', label: 'active' },
  { value: 'CANCELLED', label: 'cancelled' },
  { value: 'PAST_DUE', label: 'past_due' },
];

export const subscriptionLabel = (status: SubscriptionStatus): string =>
  SUBSCRIPTION_OPTIONS.find((option) => option.value === status)?.label ?? status.toLowerCase();

/**
 * Roles an admin may set (spec 001 §4: guest, subscriber or admin), plus `user`, the role every
 * new account gets here, so it can be given back.
 */
export const ROLE_OPTIONS = ['user', 'guest', 'subscriber', 'admin'] as const;
