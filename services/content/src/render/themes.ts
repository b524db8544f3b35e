import type { MotifId } from './motifs/index.js';
import { keywords } from './text/keywords.js';

/**
 * Gospel topics the built-in generator recognises in a prompt. Each supplies picture motifs, extra
 * puzzle words and teaching points so a short prompt ("Ten Commandments") still fills a page.
 */
export interface Theme {
  id: string;
  match: string[];
  motifs: MotifId[];
  words: string[];
  points: string[];
  actions: string[];
}

export const THEMES: Theme[] = [
  {
    id: 'nephi',
    match: ['nephi', 'ship', 'lehi', 'laban', 'bountiful', 'liahona'],
    motifs: ['ship', 'mountains', 'sun', 'book'],
    words: ['Nephi', 'Ship', 'Faith', 'Obey', 'Ocean', 'Tools', 'Lehi', 'Courage', 'Promised', 'Land'],
    points: ['The Lord gives commandments', 'He prepares a way for us', 'Go and do with faith'],
    actions: ['Say how Nephi showed faith', 'Name one way you can obey', 'Move ahead 2 — you built with faith!'],
  },
  {
    id: 'children',
    match: ['children', 'child', 'kids', 'blesses', 'little'],
    motifs: ['child', 'heart', 'sun', 'flower'],
    words: ['Jesus', 'Love', 'Children', 'Bless', 'Kind', 'Pray', 'Angels', 'Heaven', 'Smile', 'Friend'],
    points: ['Jesus loves each child', 'He blessed them one by one', 'I can feel His love today'],
    actions: ['Tell someone why Jesus loves them', 'Give a kind compliment', 'Move ahead 2'],
  },
  {
    id: 'articles',
    match: ['articles', 'article', 'believe', 'joseph', 'smith'],
    motifs: ['book', 'star', 'church'],
    words: ['Believe', 'Faith', 'Repent', 'Baptism', 'Prophet', 'Gospel', 'Honest', 'Scripture', 'Prayer', 'Truth'],
    points: ['We believe in God and Jesus Christ', 'Faith, repentance and baptism', 'Living what we believe'],
    actions: ['Recite an Article of Faith', 'Say the first words of the 4th article', 'Move ahead 2'],
  },
  {
    id: 'divine-child',
    match: ['child of god', 'heavenly', 'father', 'divine'],
    motifs: ['child', 'star', 'heart', 'home'],
    words: ['Child', 'God', 'Heavenly', 'Father', 'Home', 'Lead', 'Guide', 'Walk', 'Love', 'Family'],
    points: ['I am a child of God', 'Heavenly Father knows me', 'He helps me find my way home'],
    actions: ['Share one thing Heavenly Father gave you', 'Sing a line of a Primary song', 'Move ahead 2'],
  },
  {
    id: 'commandments',
    match: ['commandments', 'commandment', 'moses', 'sinai', 'law', 'obey', 'obedience'],
    motifs: ['tablets', 'mountains', 'sun', 'heart'],
    words: ['Moses', 'Sinai', 'Obey', 'Honor', 'Sabbath', 'Love', 'Truth', 'Tablets', 'Commands', 'Worship'],
    points: ['God gives commandments out of love', 'Keeping them brings blessings', 'I choose to obey today'],
    actions: ['Name a commandment', 'Tell how obeying blesses you', 'Move ahead 2 — you chose the right!'],
  },
  {
    id: 'family',
    match: ['family', 'families', 'forever', 'together', 'temple', 'sealed', 'eternal'],
    motifs: ['temple', 'family', 'heart', 'sun'],
    words: ['Family', 'Temple', 'Forever', 'Love', 'Sealed', 'Home', 'Prayer', 'Together', 'Eternal', 'Serve'],
    points: ['Families are central to God’s plan', 'Temples unite families forever', 'We build our family with love'],
    actions: ['Say something you love about your family', 'Name a temple', 'Move ahead 2'],
  },
  {
    id: 'baptism',
    match: ['baptism', 'baptized', 'baptize', 'covenant', 'holy ghost', 'font'],
    motifs: ['dove', 'water', 'heart', 'temple'],
    words: ['Baptism', 'Covenant', 'Water', 'Spirit', 'Clean', 'Promise', 'Jesus', 'Follow', 'Choose', 'Font'],
    points: ['Jesus was baptized to show the way', 'Baptism is a covenant with God', 'The Holy Ghost guides me'],
    actions: ['Name one baptism promise', 'Tell where Jesus was baptized', 'Move ahead 2'],
  },
  {
    id: 'gratitude',
    match: ['gratitude', 'grateful', 'thanks', 'thank', 'thankful', 'blessings', 'thanksgiving'],
    motifs: ['heart', 'sun', 'flower', 'gift'],
    words: ['Thanks', 'Grateful', 'Blessings', 'Pray', 'Share', 'Joy', 'Gifts', 'Family', 'Count', 'Praise'],
    points: ['Count your blessings every day', 'Say thank you in your prayers', 'Show thanks by serving others'],
    actions: ['Name three blessings', 'Thank someone in the room', 'Move ahead 2'],
  },
  {
    id: 'prayer',
    match: ['prayer', 'pray', 'praying', 'prays'],
    motifs: ['heart', 'star', 'home'],
    words: ['Pray', 'Father', 'Thank', 'Ask', 'Listen', 'Answer', 'Amen', 'Kneel', 'Heart', 'Always'],
    points: ['Heavenly Father hears every prayer', 'We thank Him and ask for help', 'We listen for His answer'],
    actions: ['Say when you can pray', 'Name something to thank God for', 'Move ahead 2'],
  },
  {
    id: 'noah',
    match: ['noah', 'ark', 'flood', 'rainbow', 'animals'],
    motifs: ['ark', 'rainbow', 'dove', 'sheep'],
    words: ['Noah', 'Ark', 'Animals', 'Rainbow', 'Dove', 'Rain', 'Promise', 'Obey', 'Flood', 'Faith'],
    points: ['Noah listened to the Lord', 'He built the ark with faith', 'God keeps His promises'],
    actions: ['Make an animal sound', 'Tell what the rainbow means', 'Move ahead 2'],
  },
  {
    id: 'shepherd',
    match: ['shepherd', 'sheep', 'lamb', 'lost', 'flock'],
    motifs: ['sheep', 'mountains', 'heart'],
    words: ['Shepherd', 'Sheep', 'Lamb', 'Lost', 'Found', 'Love', 'Flock', 'Care', 'Rescue', 'Jesus'],
    points: ['Jesus is the Good Shepherd', 'He seeks the one who is lost', 'I can help others feel found'],
    actions: ['Tell about a time you helped someone', 'Say baa like a lamb', 'Move ahead 2'],
  },
  {
    id: 'christmas',
    match: ['christmas', 'nativity', 'bethlehem', 'manger', 'shepherds', 'wise'],
    motifs: ['star', 'gift', 'sheep', 'candle'],
    words: ['Jesus', 'Star', 'Manger', 'Mary', 'Joseph', 'Angels', 'Gifts', 'Shepherds', 'Peace', 'Joy'],
    points: ['Jesus Christ was born in Bethlehem', 'Angels and shepherds rejoiced', 'We share His light and love'],
    actions: ['Name someone at the nativity', 'Sing a Christmas carol line', 'Move ahead 2'],
  },
  {
    id: 'easter',
    match: ['easter', 'resurrection', 'risen', 'tomb', 'atonement', 'gethsemane'],
    motifs: ['tomb', 'flower', 'sun', 'heart'],
    words: ['Easter', 'Risen', 'Jesus', 'Tomb', 'Hope', 'Life', 'Savior', 'Joy', 'Garden', 'Living'],
    points: ['Jesus Christ suffered for us', 'He rose again on the third day', 'Because of Him we can live again'],
    actions: ['Tell who saw the risen Lord', 'Share why Easter brings hope', 'Move ahead 2'],
  },
  {
    id: 'scriptures',
    match: ['scriptures', 'scripture', 'book', 'mormon', 'bible', 'read', 'study'],
    motifs: ['book', 'candle', 'star'],
    words: ['Scriptures', 'Read', 'Study', 'Prophets', 'Truth', 'Nephi', 'Bible', 'Verse', 'Learn', 'Light'],
    points: ['Scriptures teach about Jesus', 'Read a little every day', 'Liken them to your life'],
    actions: ['Name a book in the Book of Mormon', 'Share a favourite scripture hero', 'Move ahead 2'],
  },
  {
    id: 'light',
    match: ['light', 'shine', 'testimony', 'example', 'witness'],
    motifs: ['candle', 'sun', 'star', 'heart'],
    words: ['Light', 'Shine', 'Example', 'Testify', 'Share', 'Truth', 'Faith', 'Jesus', 'Glow', 'Kind'],
    points: ['Jesus is the light of the world', 'We let our light shine', 'Our example helps others'],
    actions: ['Share a testimony', 'Name a way to be an example', 'Move ahead 2'],
  },
];

const GENERAL: Theme = {
  id: 'general',
  match: [],
  motifs: ['heart', 'sun', 'book', 'star'],
  words: ['Faith', 'Love', 'Jesus', 'Prayer', 'Serve', 'Kind', 'Family', 'Gospel', 'Truth', 'Hope'],
  points: [],
  actions: ['Share a testimony', 'Say one thing you learned today', 'Move ahead 2', 'Help the player behind you'],
};

/** Themes recognised in the prompt, best match first; the general theme when none match. */
export function themesFor(prompt: string): Theme[] {
  const text = ` ${prompt
    .toLowerCase()
    .normalize('NFC')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')} `;
  const scored = THEMES.map((theme, order) => ({
    theme,
    order,
    // A matched phrase ("child of god") says more than a single word.
    score: theme.match.filter((m) => text.includes(` ${m} `)).reduce((sum, m) => sum + m.split(' ').length, 0),
  }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((s) => s.theme);
  return scored.length > 0 ? scored : [GENERAL];
}

export function primaryTheme(prompt: string): Theme {
  return themesFor(prompt)[0] ?? GENERAL;
}

/** Teaching points: the prompt's own clauses first, filled with the theme's points. */
export function teachingPoints(prompt: string, clauses: string[]): [string, string, string] {
  const theme = primaryTheme(prompt);
  const topic = keywords(prompt, 3).join(' ') || 'the gospel';
  const fallback =
    theme.points.length === 3
      ? theme.points
      : [`What ${topic} means`, `${capitalise(topic)} in the scriptures`, `Living it this week`];
  const pts = [...clauses.slice(1, 4), ...fallback].slice(0, 3);
  return [pts[0] ?? '', pts[1] ?? '', pts[2] ?? ''];
}

/** Rough singular form, so "Child" and "Children" or "Blessing" and "Blessings" count once. */
function stem(word: string): string {
  return word.toLowerCase().replace(/(?:ren|es|s)$/u, '');
}

/** The topic a title names, without the kind of page ("Articles of Faith Review Game" → "Articles of Faith"). */
export function topicOf(title: string): string {
  const t = title
    .replace(
      /\s+(?:review\s+)?(?:game|board game|stickers?|poster|worksheet|flashcards?|coloring page|talk|lesson)$/iu,
      '',
    )
    .trim();
  return t || title;
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Words for puzzles and cards: the prompt's keywords, topped up from the matching themes. */
export function topicWords(prompt: string, count: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  const add = (w: string): void => {
    const key = stem(w);
    if (!seen.has(key) && out.length < count) {
      seen.add(key);
      out.push(w);
    }
  };
  keywords(prompt, count).forEach(add);
  for (const theme of [...themesFor(prompt), GENERAL]) theme.words.forEach(add);
  return out;
}
