import { BOARD_COLS, BOARD_SQUARES, boardSquares } from '../src/render/layouts/boardGame';
import { contextFor } from '../src/render/layouts/common';
import { worksheetPuzzle, worksheetWords } from '../src/render/layouts/worksheet';
import { buildWordSearch, findWord, scramble } from '../src/render/puzzles/wordSearch';
import { rngFrom } from '../src/render/random';

describe('word search', () => {
  it('hides every listed word in the grid (solved by searching all 8 directions)', () => {
    const req = {
      contentType: 'worksheet' as const,
      prompt: 'Ten Commandments',
      title: '',
      category: 'fhe',
      style: 'cartoon-gospel',
      seed: 'abc',
    };
    const puzzle = worksheetPuzzle(contextFor(req));
    expect(puzzle.placed.length).toBeGreaterThanOrEqual(6);
    expect(puzzle.placed.map((p) => p.word)).toEqual(expect.arrayContaining(['TEN', 'MOSES']));
    for (const { word } of puzzle.placed) expect(findWord(puzzle.grid, word)).toBe(true);
    expect(puzzle.grid.every((row) => row.length === 12 && row.every((c) => /^[A-Z]$/.test(c)))).toBe(true);
  });

  it('places all words for many seeds and prompts', () => {
    for (let i = 0; i < 40; i++) {
      const words = worksheetWords(
        ['Nephi builds a ship', 'Families can be together forever', 'Baptism', 'Joseph Smith’s First Vision'][
          i % 4
        ] as string,
      );
      const puzzle = buildWordSearch(words, 12, rngFrom(`seed-${i}`));
      expect(puzzle.placed.map((p) => p.word).sort()).toEqual([...words].sort());
      for (const w of words) expect(findWord(puzzle.grid, w)).toBe(true);
    }
  });

  it('is the same grid for the same seed', () => {
    const a = buildWordSearch(['FAITH', 'PRAYER'], 12, rngFrom('x'));
    const b = buildWordSearch(['FAITH', 'PRAYER'], 12, rngFrom('x'));
    expect(a).toEqual(b);
  });

  it('scrambles differ from the word but keep its letters', () => {
    const rng = rngFrom('s');
    for (const w of ['FAITH', 'MOSES', 'TEN', 'LOVE']) {
      const s = scramble(w, rng);
      expect(s).not.toBe(w);
      expect([...s].sort().join('')).toBe([...w].sort().join(''));
    }
  });
});

describe('board game path', () => {
  it('runs from START to FINISH through adjacent squares, numbered in order', () => {
    const rng = rngFrom('board');
    const squares = boardSquares(['Share a testimony', 'Move ahead 2', 'Go back 1'], (candidates, count) =>
      rng.shuffle(candidates).slice(0, count),
    );
    expect(squares).toHaveLength(BOARD_SQUARES);
    expect(squares[0]?.label).toBe('START');
    expect(squares[BOARD_SQUARES - 1]?.label).toBe('FINISH');
    for (let i = 1; i < squares.length; i++) {
      const a = squares[i - 1]!;
      const b = squares[i]!;
      expect(Math.abs(a.col - b.col) + Math.abs(a.row - b.row)).toBe(1);
    }
    expect(new Set(squares.map((s) => `${s.col},${s.row}`)).size).toBe(BOARD_SQUARES);
    expect(
      squares
        .filter((s) => s.special)
        .map((s) => s.label)
        .sort(),
    ).toEqual(['Go back 1', 'Move ahead 2', 'Share a testimony']);
    for (const s of squares.filter((x) => !x.special && x.index > 0 && x.index < BOARD_SQUARES - 1))
      expect(s.label).toBe(String(s.index));
    expect(squares[BOARD_COLS]?.row).toBe(1);
  });
});
