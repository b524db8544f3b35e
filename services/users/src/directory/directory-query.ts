import { wordsOf } from './directory-document.js';

/** The directory's order: newest first, the id breaking ties so pages never overlap. */
export const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

/**
 * What `search` matches: every word of it is the prefix of a word of the e-mail address or the
 * names (case-insensitive), or — for input that is not a single plain word, such as
 * "ann.lee@ex" — the whole text is a prefix of the address. An empty search matches everyone.
 */
export function directoryQuery(search: string): Record<string, unknown> {
  const text = search.trim().toLowerCase();
  const words = wordsOf(text);
  if (!text) return { match_all: {} };
  const allWords = { bool: { filter: words.map((word) => ({ prefix: { words: word } })) } };
  if (words.length === 1 && words[0] === text) return allWords;
  const wholeAddress = { prefix: { email: text } };
  return { bool: { should: words.length ? [wholeAddress, allWords] : [wholeAddress], minimum_should_match: 1 } };
}

/** One page of the directory: exact total, only the stored rows. */
export function directorySearch(search: string, limit: number, offset: number): Record<string, unknown> {
  return {
    from: offset,
    size: limit,
    track_total_hits: true,
    query: directoryQuery(search),
    sort: NEWEST_FIRST,
    _source: ['user'],
  };
}
