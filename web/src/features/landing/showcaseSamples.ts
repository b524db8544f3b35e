import type { Category, ContentType } from '../../__generated__/graphql';

/** A landing page example (spec 000 §3 Showcase item). */
export interface ShowcaseItem {
  id: string;
  title: string;
  category: Category;
  description: string;
  contentType: ContentType;
  imageUrl: string | null;
}

export const SHOWCASE_SIZE = 6;

/** Built-in examples that fill the showcase while fewer than six images are public. */
export const SAMPLE_SHOWCASE: readonly ShowcaseItem[] = [
  {
    id: 'sample-flashcards',
    title: 'Gospel Principles Flashcards',
    category: 'PRIMARY',
    description: 'Key words with scripture references for quick review in class.',
    contentType: 'FLASHCARDS',
    imageUrl: null,
  },
  {
    id: 'sample-coloring',
    title: 'Creation Coloring Page',
    category: 'PRIMARY',
    description: 'Calm line art of the earth, sun and hills for little hands.',
    contentType: 'COLORING',
    imageUrl: null,
  },
  {
    id: 'sample-poster',
    title: 'Choose the Right Poster',
    category: 'YOUTH',
    description: 'A bold CTR shield for the classroom or the fridge.',
    contentType: 'POSTER',
    imageUrl: null,
  },
  {
    id: 'sample-board-game',
    title: 'Path to the Temple Game',
    category: 'FHE',
    description: 'A printable board game for Family Home Evening.',
    contentType: 'BOARD_GAME',
    imageUrl: null,
  },
  {
    id: 'sample-worksheet',
    title: 'Fruits of the Spirit Worksheet',
    category: 'SEMINARY',
    description: 'A checklist and discussion lines on Galatians 5:22-23.',
    contentType: 'WORKSHEET',
    imageUrl: null,
  },
  {
    id: 'sample-stickers',
    title: 'Scripture Reading Stickers',
    category: 'FHE',
    description: 'Cheerful rewards for a family scripture-reading chart.',
    contentType: 'STICKERS',
    imageUrl: null,
  },
];

/**
 * Images an admin featured first (Promote, spec 001), then the newest public images (each image
 * once), then built-in samples, six in all.
 */
export function fillShowcase(
  publicItems: readonly ShowcaseItem[],
  featuredItems: readonly ShowcaseItem[] = [],
): ShowcaseItem[] {
  const featuredIds = new Set(featuredItems.map((item) => item.id));
  const rest = publicItems.filter((item) => !featuredIds.has(item.id));
  return [...featuredItems, ...rest, ...SAMPLE_SHOWCASE].slice(0, SHOWCASE_SIZE);
}
