import type { Rng } from '../random.js';

/** Across, down and the two downward diagonals: directions young readers can follow. */
export const DIRECTIONS: readonly [number, number][] = [
  [0, 1],
  [1, 0],
  [1, 1],
  [-1, 1],
];

export interface Placement {
  word: string;
  row: number;
  col: number;
  dr: number;
  dc: number;
}

export interface WordSearch {
  size: number;
  grid: string[][];
  placed: Placement[];
}

const ALPHABET = 'ABCDEFGHIJKLMNOPRSTUVWY';

/** Places each word (A–Z) in a size×size grid from a seeded RNG; words that will not fit are left out. */
export function buildWordSearch(words: string[], size: number, rng: Rng): WordSearch {
  const grid: (string | undefined)[][] = Array.from({ length: size }, () =>
    Array<string | undefined>(size).fill(undefined),
  );
  const placed: Placement[] = [];
  const ordered = [...new Set(words)]
    .filter((w) => w.length >= 2 && w.length <= size)
    .sort((a, b) => b.length - a.length || a.localeCompare(b));
  for (const word of ordered) {
    for (let attempt = 0; attempt < 300; attempt++) {
      const [dr, dc] = DIRECTIONS[rng.int(DIRECTIONS.length)] as [number, number];
      const row = rng.int(size);
      const col = rng.int(size);
      const endRow = row + dr * (word.length - 1);
      const endCol = col + dc * (word.length - 1);
      if (endRow < 0 || endRow >= size || endCol >= size) continue;
      let fits = true;
      for (let i = 0; i < word.length && fits; i++) {
        const cell = grid[row + dr * i]?.[col + dc * i];
        fits = cell === undefined || cell === word[i];
      }
      if (!fits) continue;
      for (let i = 0; i < word.length; i++) (grid[row + dr * i] as (string | undefined)[])[col + dc * i] = word[i];
      placed.push({ word, row, col, dr, dc });
      break;
    }
  }
  const filled = grid.map((r) => r.map((c) => c ?? (ALPHABET[rng.int(ALPHABET.length)] as string)));
  return { size, grid: filled, placed };
}

/** Finds a word in any of the eight directions; used to check puzzles. */
export function findWord(grid: string[][], word: string): boolean {
  const size = grid.length;
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++)
      for (let dr = -1; dr <= 1; dr++)
        for (let dc = -1; dc <= 1; dc++) {
          if (dr === 0 && dc === 0) continue;
          let i = 0;
          while (i < word.length && grid[r + dr * i]?.[c + dc * i] === word[i]) i++;
          if (i === word.length) return true;
        }
  return false;
}

/** A scramble that differs from the word (for words with at least two different letters). */
export function scramble(word: string, rng: Rng): string {
  if (new Set(word).size < 2) return word;
  for (let i = 0; i < 20; i++) {
    const s = rng.shuffle([...word]).join('');
    if (s !== word) return s;
  }
  return [...word].reverse().join('');
}
