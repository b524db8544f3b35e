import { MOTIFS, type MotifId } from './library.js';
import type { Paint } from './paint.js';
import { r1 } from './shapes.js';

export type { MotifId } from './library.js';
export { lineArt, type Paint } from './paint.js';

/** Words that call for a motif. Matched against lower-cased prompt words (possessives stripped). */
const MOTIF_WORDS: Record<MotifId, string[]> = {
  sun: ['sun', 'sunshine', 'morning', 'creation', 'day', 'sunny', 'happy', 'joy'],
  cloud: ['cloud', 'clouds', 'sky', 'heaven', 'rain'],
  tree: ['tree', 'trees', 'lehi', 'vision', 'fruit', 'eden', 'forest', 'grove', 'seed', 'grow'],
  temple: ['temple', 'temples', 'sealed', 'sealing', 'forever', 'eternal', 'eternity', 'endowment'],
  family: [
    'family',
    'families',
    'parents',
    'mother',
    'father',
    'together',
    'fhe',
    'ancestors',
    'children',
    'kids',
    'blesses',
  ],
  child: ['child', 'kid', 'me', 'i', 'myself', 'friend', 'friends'],
  ship: ['ship', 'boat', 'sail', 'voyage', 'nephi', 'sea', 'ocean', 'jonah'],
  ark: ['ark', 'noah', 'flood'],
  sheep: ['sheep', 'lamb', 'lambs', 'shepherd', 'flock', 'animals', 'animal'],
  dove: ['dove', 'ghost', 'spirit', 'peace', 'confirmation'],
  star: ['great', 'star', 'stars', 'bethlehem', 'christmas', 'shine', 'wise', 'glory', 'articles', 'believe'],
  heart: [
    'love',
    'loves',
    'heart',
    'kind',
    'kindness',
    'charity',
    'gratitude',
    'grateful',
    'thanks',
    'thank',
    'serve',
    'service',
    'forgive',
  ],
  book: [
    'scriptures',
    'scripture',
    'book',
    'mormon',
    'bible',
    'read',
    'study',
    'faith',
    'gospel',
    'doctrine',
    'testimony',
    'seminary',
  ],
  mountains: ['mountain', 'mountains', 'sinai', 'hill', 'cumorah'],
  tablets: ['commandments', 'commandment', 'moses', 'law', 'ten', 'obey', 'obedience'],
  water: ['baptism', 'baptized', 'baptize', 'water', 'font', 'river', 'jordan', 'clean'],
  church: ['church', 'chapel', 'sacrament', 'sunday', 'sabbath', 'ward', 'meeting'],
  rainbow: ['rainbow', 'promise', 'covenant', 'covenants', 'hope'],
  flower: ['spring', 'easter', 'flower', 'flowers', 'garden', 'lilies', 'beauty'],
  music: ['song', 'songs', 'sing', 'singing', 'music', 'hymn', 'hymns'],
  home: ['home', 'house', 'rock', 'foundation', 'evening'],
  gift: ['gift', 'gifts', 'present', 'birthday', 'talents'],
  candle: ['light', 'lamp', 'candle', 'witness', 'example', 'virgins'],
  tomb: ['tomb', 'resurrection', 'risen', 'atonement', 'gethsemane'],
  fish: ['fish', 'fishers', 'fishermen', 'loaves', 'galilee', 'net'],
  globe: ['world', 'mission', 'missionary', 'missionaries', 'nations', 'gather', 'gathering'],
};

export const MOTIF_IDS = Object.keys(MOTIFS) as MotifId[];

/** The motif a single word calls for, if any ("Nephi's" → ship). */
export function motifForWord(word: string): MotifId | undefined {
  const w = word.toLowerCase().replace(/['’]s$/u, '');
  return MOTIF_IDS.find((id) => MOTIF_WORDS[id].includes(w));
}

/** Motifs for a prompt in order of appearance, then the fallbacks, without duplicates. */
export function motifsFor(wordsOfPrompt: string[], fallbacks: MotifId[], count: number): MotifId[] {
  const out: MotifId[] = [];
  for (const id of [...wordsOfPrompt.map(motifForWord), ...fallbacks, 'heart', 'star', 'sun', 'flower', 'book'] as (
    MotifId | undefined
  )[]) {
    if (id && !out.includes(id)) out.push(id);
    if (out.length >= count) break;
  }
  return out;
}

/** A motif drawn so its 200×200 box is `size` px wide, centred on (cx, cy). */
export function motif(id: MotifId, cx: number, cy: number, size: number, paint: Paint): string {
  const scale = size / 200;
  const x = cx - size / 2;
  const y = cy - size / 2;
  return (
    `<g transform="translate(${r1(x)} ${r1(y)}) scale(${scale.toFixed(4)})" fill="none" stroke="${paint.ink}" ` +
    `stroke-width="${r1(paint.strokePx / scale)}" stroke-linejoin="round" stroke-linecap="round">${MOTIFS[id](paint)}</g>`
  );
}
