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
    contentType: 'FLASHCARDS',
    category: 'PRIMARY',
    prompt: 'Flashcards for the first four Articles of Faith, one card each, with a key word and a simple picture',
  },
  {
    title: 'Books of the Book of Mormon',
    contentType: 'FLASHCARDS',
    category: 'SEMINARY',
    prompt: 'Flashcards naming the books of the Book of Mormon in order, from 1 Nephi to Moroni',
  },
  {
    title: 'Nephi Builds a Ship',
    contentType: 'COLORING',
    category: 'PRIMARY',
    prompt: 'Coloring page of Nephi and his brothers building a ship by the seashore, simple bold outlines',
  },
  {
    title: 'Jesus Blesses the Children',
    contentType: 'COLORING',
    category: 'FHE',
    prompt: 'Coloring page of Jesus Christ blessing little children, gentle and reverent, with large open shapes',
  },
  {
    title: 'Journey to the Promised Land',
    contentType: 'BOARD_GAME',
    category: 'FHE',
    prompt: "Board game path following Lehi's family through the wilderness to the promised land, with Liahona spaces",
  },
  {
    title: 'Temple Path Game',
    contentType: 'BOARD_GAME',
    category: 'PRIMARY',
    prompt:
      'Board game where children move toward the temple by answering questions about prayer, baptism and kindness',
  },
  {
    title: 'I Am a Child of God',
    contentType: 'SONG_VISUAL',
    category: 'PRIMARY',
    prompt: 'Song visual for "I Am a Child of God" showing a family walking together toward heavenly light',
  },
  {
    title: 'Popcorn Popping',
    contentType: 'SONG_VISUAL',
    category: 'PRIMARY',
    prompt: 'Song visual for "Popcorn Popping" with an apricot tree in spring covered in popcorn blossoms',
  },
  {
    title: 'Ten Commandments Match',
    contentType: 'WORKSHEET',
    category: 'SEMINARY',
    prompt: 'Worksheet matching each of the Ten Commandments to a modern-day example of keeping it',
  },
  {
    title: 'Easter Word Search',
    contentType: 'WORKSHEET',
    category: 'HOLIDAYS',
    prompt: 'Easter word search with the words Resurrection, Savior, Tomb, Hope, Atonement and Mary',
  },
  {
    title: 'Choose the Right',
    contentType: 'POSTER',
    category: 'YOUTH',
    prompt: 'Poster with a CTR shield and the words "Choose the Right" for a youth classroom wall',
  },
  {
    title: 'Faith in Jesus Christ',
    contentType: 'POSTER',
    category: 'SEMINARY',
    prompt: 'Poster quoting Alma 32:21 about faith, with a small seed growing into a tree',
  },
  {
    title: 'Scripture Reading Rewards',
    contentType: 'STICKERS',
    category: 'FHE',
    prompt: 'Sticker sheet of cheerful rewards for daily family scripture reading: books, stars and smiling suns',
  },
  {
    title: 'Christmas Nativity Stickers',
    contentType: 'STICKERS',
    category: 'HOLIDAYS',
    prompt: 'Sticker sheet of the Nativity: the star, the manger, shepherds, wise men and an angel',
  },
  {
    title: 'Talk on Gratitude',
    contentType: 'TALK_VISUAL',
    category: 'PRIMARY',
    prompt: 'Talk visual for a Primary talk about gratitude, showing a child thanking Heavenly Father in prayer',
  },
  {
    title: 'The Good Samaritan',
    contentType: 'TALK_VISUAL',
    category: 'YOUTH',
    prompt: 'Talk visual for a youth talk on the parable of the Good Samaritan and ministering to others',
  },
];

/** Built-in Quick Start ideas (8, one per content type) that fill the grid after the user's own. */
export const QUICK_START_PRESETS: readonly Preset[] = [
  {
    title: 'Plan of Salvation',
    contentType: 'FLASHCARDS',
    category: 'FHE',
    prompt:
      'Flashcards for the Plan of Salvation: premortal life, earth life, spirit world, resurrection, kingdoms of glory',
  },
  {
    title: 'Noah and the Ark',
    contentType: 'COLORING',
    category: 'PRIMARY',
    prompt: 'Coloring page of Noah, the ark and the animals walking in two by two under a rainbow',
  },
  {
    title: 'Family History Quest',
    contentType: 'BOARD_GAME',
    category: 'FHE',
    prompt: 'Board game about discovering family history, with spaces for stories about grandparents and ancestors',
  },
  {
    title: 'Follow the Prophet',
    contentType: 'SONG_VISUAL',
    category: 'PRIMARY',
    prompt: 'Song visual for "Follow the Prophet" showing prophets from Adam to Jonah along a path',
  },
  {
    title: 'Fruits of the Spirit',
    contentType: 'WORKSHEET',
    category: 'YOUTH',
    prompt:
      'Fill-in-the-blank worksheet on Galatians 5:22-23 listing love, joy, peace and the other fruits of the Spirit',
  },
  {
    title: 'Be Kind',
    contentType: 'POSTER',
    category: 'PRIMARY',
    prompt: 'Bright poster for the Primary room with the words "Be Kind" and children helping one another',
  },
  {
    title: 'Sabbath Day Stickers',
    contentType: 'STICKERS',
    category: 'FHE',
    prompt: 'Sticker sheet of Sabbath activities: going to church, taking the sacrament, family walks and visiting',
  },
  {
    title: 'The First Vision',
    contentType: 'TALK_VISUAL',
    category: 'SEMINARY',
    prompt: 'Talk visual of the First Vision in the Sacred Grove, for a seminary devotional',
  },
];
