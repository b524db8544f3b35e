import { WindowRateLimit } from '../src/http/window-rate-limit';

describe('WindowRateLimit', () => {
  const minute = 60_000;
  const at = (t: number) => () => t;

  it('allows up to the limit per subject and refuses what would go beyond it', () => {
    let now = 10 * minute;
    const limit = new WindowRateLimit({ limit: 30, windowMs: minute }, () => now);
    expect(limit.take('a', 20)).toBe(true);
    expect(limit.take('a', 11)).toBe(false);
    expect(limit.take('a', 10)).toBe(true);
    expect(limit.take('a', 1)).toBe(false);
    expect(limit.take('b', 30)).toBe(true);
    now += 1;
    expect(limit.take('b', 1)).toBe(false);
  });

  it('still counts the previous window just after the edge, and forgets it a window later', () => {
    let now = 10 * minute + minute - 5;
    const limit = new WindowRateLimit({ limit: 30, windowMs: minute }, () => now);
    expect(limit.take('a', 30)).toBe(true);
    now = 11 * minute + 10; // the previous window still overlaps almost fully
    expect(limit.take('a', 5)).toBe(false);
    now = 11 * minute + minute / 2; // half of it overlaps: 15 used of 30
    expect(limit.take('a', 15)).toBe(true);
    expect(limit.take('a', 1)).toBe(false);
    now = 13 * minute;
    expect(limit.take('a', 30)).toBe(true);
  });

  it('gives back a refused request, and refuses new subjects beyond its memory bound', () => {
    const limit = new WindowRateLimit({ limit: 10, windowMs: minute, maxSubjects: 2 }, at(5 * minute));
    expect(limit.take('a', 10)).toBe(true);
    limit.giveBack('a', 4);
    expect(limit.take('a', 4)).toBe(true);
    expect(limit.take('b', 1)).toBe(true);
    expect(limit.take('c', 1)).toBe(false);
  });
});
