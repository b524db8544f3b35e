import type { ContentType } from '../types.js';

const STOP_WORDS = new Set(
  `a an the and or but nor so yet of to in on at by for with from into onto about above after again against all am
  are as be been being before below between both can could did do does doing down during each few further had has
  have having he her here hers herself him himself his how i if is it its itself just me more most my myself no not
  now off once only other our ours ourselves out over own same she should some such than that their theirs them
  themselves then there these they this those through too under until up very was we were what when where which while
  who whom why will would you your yours yourself yourselves let lets us also via per etc s t
  please make create generate draw design show showing want need give get use using like page pages sheet sheets
  image images picture pictures printable print simple cute kids kid children's about activity lesson
  coloring colouring flashcard flashcards flash cards card poster posters worksheet worksheets board game games
  sticker stickers song visual visuals talk talks slide slides`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that carry meaning for teaching even though they are short. */
const KEEP_SHORT = new Set(['god', 'joy', 'ark', 'sin', 'law']);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Words of the prompt as written (apostrophes kept, punctuation and symbols dropped). */
export function words(prompt: string): string[] {
  return prompt.normalize('NFC').match(WORD) ?? [];
}

/** "Nephi's" → "Nephi"; plain apostrophes are normalised to ’ for display. */
function stripPossessive(word: string): string {
  return word.replace(/['’]s$/iu, '').replace(/'/g, '’');
}

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word.toLowerCase().replace(/['’].*$/u, ''));
}

/**
 * Meaningful words of the prompt in order of first appearance, without duplicates (case-insensitive)
 * or stop words. Numbers alone are dropped unless nothing else is left.
 */
export function keywords(prompt: string, max = 12): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of words(prompt)) {
    const word = stripPossessive(raw);
    const key = word.toLowerCase();
    if (seen.has(key) || isStopWord(word) || /^\p{N}+$/u.test(word)) continue;
    if ([...word].length < 3 && !KEEP_SHORT.has(key)) continue;
    seen.add(key);
    out.push(word);
    if (out.length >= max) break;
  }
  return out;
}

/** Clauses of the prompt: split at sentence punctuation, dashes, quotes and line breaks. */
export function phrases(prompt: string): string[] {
  return prompt
    .normalize('NFC')
    .split(/[\n\r.;:!?|()[\]{}"“”„«»]+|\s[-–—]\s|[–—]|,\s*/u)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .map((p) => p.replace(/^['‘’]+|['‘’]+$/gu, ''))
    .filter((p) => words(p).length > 0);
}

const LEADING_INSTRUCTION =
  /^(?:(?:please|can you|could you|i want|i need|i'd like|we need)\s+)*(?:(?:make|create|generate|draw|design|give me|build)\s+)?(?:(?:me|us)\s+)?(?:(?:a|an|the|some)\s+)?(?:(?:simple|cute|fun|printable|colorful|colourful|big|large|small)\s+)*(?:(?:coloring|colouring)\s+(?:page|sheet)s?|flash\s*cards?|poster|worksheet|board\s+game|song\s+visual|talk\s+visual|talk|lesson|slide|picture|image|sticker\s+sheet)?\s*(?:(?:about|of|on|for|showing|with|that shows)\s+)?/iu;

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'or',
  'to',
  'in',
  'on',
  'at',
  'by',
  'for',
  'with',
  'from',
  'as',
  'but',
  'nor',
]);

function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => {
      if (/\p{Lu}/u.test(word.slice(1))) return word; // keep FHE, McKay, LDS
      const lower = word.toLowerCase();
      if (i > 0 && SMALL_WORDS.has(lower)) return lower;
      return word.charAt(0).toLocaleUpperCase() + word.slice(1);
    })
    .join(' ');
}

const TYPE_LABELS: Record<ContentType, string> = {
  flashcards: 'Gospel Flashcards',
  coloring: 'Coloring Page',
  'board-game': 'Gospel Board Game',
  'song-visual': 'Song Visual',
  worksheet: 'Gospel Worksheet',
  poster: 'Gospel Poster',
  stickers: 'Sticker Sheet',
  'talk-visual': 'Talk Visual',
};

export function typeLabel(contentType: ContentType): string {
  return TYPE_LABELS[contentType];
}

/** A short human title: the first clause of the prompt without instructions, in title case. */
export function titleFromPrompt(prompt: string, contentType: ContentType, maxChars = 48): string {
  for (const phrase of phrases(prompt)) {
    const stripped = phrase.replace(LEADING_INSTRUCTION, '').trim();
    const candidate = words(stripped).length > 0 ? stripped : '';
    if (!candidate) continue;
    let title = '';
    for (const word of candidate.split(' ')) {
      const next = title ? `${title} ${word}` : word;
      if (next.length > maxChars) break;
      title = next;
    }
    if (!title) title = candidate.slice(0, maxChars);
    // A title should not end on a dangling small word ("Faith and").
    const parts = title.split(' ');
    while (parts.length > 1 && SMALL_WORDS.has((parts[parts.length - 1] ?? '').toLowerCase())) parts.pop();
    return titleCase(parts.join(' '));
  }
  return TYPE_LABELS[contentType];
}

/** Upper-case A–Z letters only: "Nephi's" → "NEPHI", "José" → "JOSE". For letter puzzles. */
export function puzzleWord(word: string): string {
  return stripPossessive(word)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}
