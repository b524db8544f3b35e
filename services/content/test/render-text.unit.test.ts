import { fitText, measure, wrapText } from '../src/render/text/layout';
import { keywords, phrases, puzzleWord, titleFromPrompt } from '../src/render/text/keywords';
import { titleFromPrompt as exported } from '../src/render/index';

describe('text layout', () => {
  it('wraps at word boundaries within the width', () => {
    const text = 'Families can be together forever through the blessings of the temple';
    const lines = wrapText(text, 'display', 100, 900);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(measure(line, 'display', 100)).toBeLessThanOrEqual(900);
    expect(lines.join(' ')).toBe(text);
  });

  it('fits text by shrinking the size until every word fits whole', () => {
    const box = { w: 800, h: 300 };
    const short = fitText('Faith', box, { font: 'display', maxSize: 200 });
    const long = fitText('Nephi builds a ship with faith, courage and obedience to the Lord', box, {
      font: 'display',
      maxSize: 200,
    });
    expect(short.size).toBe(200);
    expect(long.size).toBeLessThan(short.size);
    expect(long.lines.length * long.size * long.lineHeight).toBeLessThanOrEqual(box.h);
    for (const line of long.lines) expect(measure(line, 'display', long.size)).toBeLessThanOrEqual(box.w);
    expect(long.lines.join(' ')).toBe('Nephi builds a ship with faith, courage and obedience to the Lord');
  });

  it('respects maxLines and ends with an ellipsis only when text cannot fit at the minimum size', () => {
    const fitted = fitText(
      'word '.repeat(200).trim(),
      { w: 400, h: 200 },
      { font: 'body', maxSize: 80, minSize: 40, maxLines: 2 },
    );
    expect(fitted.lines).toHaveLength(2);
    expect(fitted.lines[1]?.endsWith('…')).toBe(true);
  });
});

describe('keywords and titles', () => {
  it('drops stop words and punctuation, keeps order, strips possessives', () => {
    expect(keywords('Nephi builds a ship – faith and obedience!')).toEqual([
      'Nephi',
      'builds',
      'ship',
      'faith',
      'obedience',
    ]);
    expect(keywords('Nephi\'s courage; "Go and do" (1 Nephi 3:7)')).toEqual(['Nephi', 'courage']);
    expect(keywords('La fe de José — élan, café')).toEqual(['José', 'élan', 'café']);
    expect(keywords('')).toEqual([]);
    expect(keywords('the and of')).toEqual([]);
  });

  it('splits clauses at punctuation and dashes', () => {
    expect(phrases('Nephi builds a ship – faith and obedience')).toEqual([
      'Nephi builds a ship',
      'faith and obedience',
    ]);
    expect(phrases('“I am a child of God.” He sent me here')).toEqual(['I am a child of God', 'He sent me here']);
  });

  it('derives short human titles', () => {
    expect(titleFromPrompt('Nephi builds a ship – faith and obedience', 'flashcards')).toBe('Nephi Builds a Ship');
    expect(titleFromPrompt('Jesus blesses the children', 'coloring')).toBe('Jesus Blesses the Children');
    expect(titleFromPrompt('I Am a Child of God', 'song-visual')).toBe('I Am a Child of God');
    expect(titleFromPrompt('Talk on gratitude', 'talk-visual')).toBe('Gratitude');
    expect(titleFromPrompt('please make a coloring page of Noah’s ark', 'coloring')).toBe('Noah’s Ark');
    expect(titleFromPrompt('FHE lesson about the Word of Wisdom', 'poster')).toBe(
      'FHE Lesson About the Word of Wisdom',
    );
    expect(titleFromPrompt('', 'worksheet')).toBe('Gospel Worksheet');
    expect(titleFromPrompt('!!!', 'stickers')).toBe('Sticker Sheet');
    const long = exported('faith '.repeat(50), 'poster');
    expect(long.length).toBeLessThanOrEqual(48);
    expect(long.startsWith('Faith')).toBe(true);
  });

  it('makes puzzle words from letters A–Z only', () => {
    expect(puzzleWord("Nephi's")).toBe('NEPHI');
    expect(puzzleWord('José')).toBe('JOSE');
    expect(puzzleWord('self-reliance')).toBe('SELFRELIANCE');
  });
});
