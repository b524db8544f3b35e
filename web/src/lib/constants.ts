// Business and UI constants from the product specification (section 9).

/** The rotating word in the hero cycles through these every ROTATING_WORD_INTERVAL_MS. */
export const ROTATING_WORDS = [
  'Flash Cards',
  'Coloring Pages',
  'Games',
  'Song Visuals',
  'Worksheets',
  'Posters',
  'Stickers',
  'Talk Visuals',
] as const;

export const ROTATING_WORD_INTERVAL_MS = 3000;

/** Free generations when the server does not say otherwise. */
export const DEFAULT_FREE_GENERATIONS_LIMIT = 5;

/** How long a success toast stays on screen before the full-page redirect after sign-in/up. */
export const AUTH_REDIRECT_DELAY_MS = 700;

export const FAMILY_PLAN_PRICE = '$9.99';

/** Loading placeholders in image grids. */
export const SKELETON_COUNT = 8;
