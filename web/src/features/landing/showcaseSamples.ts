/** A landing page example (spec 000 §3 Showcase item). */
export interface ShowcaseItem {
  id: string;
  title: string;
  category: string;
  description: string;
  contentType: string;
  imageUrl: string | null;
}

export const SHOWCASE_SIZE = 6;

/** Built-in examples that fill the showcase while fewer than six images are public. */
export const SAMPLE_SHOWCASE: readonly ShowcaseItem[] = [
  {
    id: 'sample-flashcards',
    title: 'Gospel Principles Flashcards',
    category: 'primary',
    description: 'Key words with scripture references for quick review in class.',
    contentType: 'flashcards',
    imageUrl: null,
  },
  {
    id: 'sample-coloring',
    title: 'Creation Coloring Page',
    category: 'primary',
    description: 'Calm line art of the earth, sun and hills for little hands.',
    contentType: 'coloring',
    imageUrl: null,
  },
  {
    id: 'sample-poster',
    title: 'Choose the Right Poster',
    category: 'youth',
    description: 'A bold CTR shield for the classroom or the fridge.',
    contentType: 'poster',
    imageUrl: null,
  },
  {
    id: 'sample-board-game',
    title: 'Path to the Temple Game',
    category: 'fhe',
    description: 'A printable board game for Family Home Evening.',
    contentType: 'board-game',
    imageUrl: null,
  },
  {
    id: 'sample-worksheet',
    title: 'Fruits of the Spirit Worksheet',
    category: 'seminary',
    description: 'A checklist and discussion lines on Galatians 5:22-23.',
    contentType: 'worksheet',
    imageUrl: null,
  },
  {
    id: 'sample-stickers',
    title: 'Scripture Reading Stickers',
    category: 'fhe',
    description: 'Cheerful rewards for a family scripture-reading chart.',
    contentType: 'stickers',
    imageUrl: null,
  },
];

/** Public images first, then built-in samples, six in all. */
export function fillShowcase(publicItems: readonly ShowcaseItem[]): ShowcaseItem[] {
  return [...publicItems, ...SAMPLE_SHOWCASE].slice(0, SHOWCASE_SIZE);
}
