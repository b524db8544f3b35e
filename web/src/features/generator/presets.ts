import type { Category, ContentType } from '../images/contentTypes';

export interface Preset {
  title: string;
  contentType: ContentType;
  category: Category;
  prompt: string;
}

/** Surprise Me picks one of these 16 at random: two per content type (spec 000 §9). */
export const SURPRISE_PRESETS: readonly Preset[] = [
  {
    title: 'Articles of Faith',
    contentType: 'flashcards',
    category: 'primary',
    prompt: 'Flashcards for the first four Articles of Faith, one card each, with a key word and a simple picture',
  },
  {
    title: 'Books of the Book of Mormon',
    contentType: 'flashcards',
    category: 'seminary',
    prompt: 'Flashcards naming the books of the Book of Mormon in order, from 1 Nephi to Moroni',
  },
  {
    title: 'Nephi Builds a Ship',
    contentType: 'coloring',
    category: 'primary',
    prompt: 'Coloring page of Nephi and his brothers building a ship by the seashore, simple bold outlines',
  },
  {
    title: 'Jesus Blesses the Children',
    contentType: 'coloring',
    category: 'fhe',
    prompt: 'Coloring page of Jesus Christ blessing little children, gentle and reverent, with large open shapes',
  },
  {
    title: 'Journey to the Promised Land',
    contentType: 'board-game',
    category: 'fhe',
    prompt: "Board game path following Lehi's family through the wilderness to the promised land, with Liahona spaces",
  },
  {
    title: 'Temple Path Game',
    contentType: 'board-game',
    category: 'primary',
    prompt:
      'Board game where children move toward the temple by answering questions about prayer, baptism and kindness',
  },
  {
    title: 'I Am a Child of God',
    contentType: 'song-visual',
    category: 'primary',
    prompt: 'Song visual for "I Am a Child of God" showing a family walking together toward heavenly light',
  },
  {
    title: 'Popcorn Popping',
    contentType: 'song-visual',
    category: 'primary',
    prompt: 'Song visual for "Popcorn Popping" with an apricot tree in spring covered in popcorn blossoms',
  },
  {
    title: 'Ten Commandments Match',
    contentType: 'worksheet',
    category: 'seminary',
    prompt: 'Worksheet matching each of the Ten Commandments to a modern-day example of keeping it',
  },
  {
    title: 'Easter Word Search',
    contentType: 'worksheet',
    category: 'holidays',
    prompt: 'Easter word search with the words Resurrection, Savior, Tomb, Hope, Atonement and Mary',
  },
  {
    title: 'Choose the Right',
    contentType: 'poster',
    category: 'youth',
    prompt: 'Poster with a CTR shield and the words "Choose the Right" for a youth classroom wall',
  },
  {
    title: 'Faith in Jesus Christ',
    contentType: 'poster',
    category: 'seminary',
    prompt: 'Poster quoting Alma 32:21 about faith, with a small seed growing into a tree',
  },
  {
    title: 'Scripture Reading Rewards',
    contentType: 'stickers',
    category: 'fhe',
    prompt: 'Sticker sheet of cheerful rewards for daily family scripture reading: books, stars and smiling suns',
  },
  {
    title: 'Christmas Nativity Stickers',
    contentType: 'stickers',
    category: 'holidays',
    prompt: 'Sticker sheet of the Nativity: the star, the manger, shepherds, wise men and an angel',
  },
  {
    title: 'Talk on Gratitude',
    contentType: 'talk-visual',
    category: 'primary',
    prompt: 'Talk visual for a Primary talk about gratitude, showing a child thanking Heavenly Father in prayer',
  },
  {
    title: 'The Good Samaritan',
    contentType: 'talk-visual',
    category: 'youth',
    prompt: 'Talk visual for a youth talk on the parable of the Good Samaritan and ministering to others',
  },
];

/** Built-in Quick Start ideas (8, one per content type) that fill the grid after the user's own. */
export const QUICK_START_PRESETS: readonly Preset[] = [
  {
    title: 'Plan of Salvation',
    contentType: 'flashcards',
    category: 'fhe',
    prompt:
      'Flashcards for the Plan of Salvation: premortal life, earth life, spirit world, resurrection, kingdoms of glory',
  },
  {
    title: 'Noah and the Ark',
    contentType: 'coloring',
    category: 'primary',
    prompt: 'Coloring page of Noah, the ark and the animals walking in two by two under a rainbow',
  },
  {
    title: 'Family History Quest',
    contentType: 'board-game',
    category: 'fhe',
    prompt: 'Board game about discovering family history, with spaces for stories about grandparents and ancestors',
  },
  {
    title: 'Follow the Prophet',
    contentType: 'song-visual',
    category: 'primary',
    prompt: 'Song visual for "Follow the Prophet" showing prophets from Adam to Jonah along a path',
  },
  {
    title: 'Fruits of the Spirit',
    contentType: 'worksheet',
    category: 'youth',
    prompt:
      'Fill-in-the-blank worksheet on Galatians 5:22-23 listing love, joy, peace and the other fruits of the Spirit',
  },
  {
    title: 'Be Kind',
    contentType: 'poster',
    category: 'primary',
    prompt: 'Bright poster for the Primary room with the words "Be Kind" and children helping one another',
  },
  {
    title: 'Sabbath Day Stickers',
    contentType: 'stickers',
    category: 'fhe',
    prompt: 'Sticker sheet of Sabbath activities: going to church, taking the sacrament, family walks and visiting',
  },
  {
    title: 'The First Vision',
    contentType: 'talk-visual',
    category: 'seminary',
    prompt: 'Talk visual of the First Vision in the Sacred Grove, for a seminary devotional',
  },
];
