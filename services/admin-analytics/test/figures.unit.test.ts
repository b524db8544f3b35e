import { growth, monthlyCents, normaliseTerm, percent, fieldKey, fromFieldKey } from '../src/domain/figures';
import { windowOf } from '../src/domain/time';

describe('figure arithmetic', () => {
  it('growth against the previous period, one decimal; 0 when both are 0, 100 from nothing', () => {
    expect(growth(150, 100)).toBe(50);
    expect(growth(1, 3)).toBe(-66.7);
    expect(growth(0, 0)).toBe(0);
    expect(growth(5, 0)).toBe(100);
    expect(growth(0, 4)).toBe(-100);
  });

  it('percentages are 0 when the whole is 0', () => {
    expect(percent(1, 3)).toBe(33.3);
    expect(percent(2, 0)).toBe(0);
  });

  it('a monthly plan payment is its own monthly figure; a yearly one is spread', () => {
    expect(monthlyCents(999, 30)).toBe(999);
    expect(monthlyCents(999, 31)).toBe(999);
    expect(monthlyCents(9999, 365)).toBe(Math.round((9999 * 30.4375) / 365));
  });

  it('search terms are trimmed and lower-cased; an empty one is a browse', () => {
    expect(normaliseTerm('  Nephi ')).toBe('nephi');
    expect(normaliseTerm('   ')).toBe('(browse)');
  });

  it('terms and ids become safe field names and come back unchanged', () => {
    for (const s of ['a.b', '$where', 'ünïcode term', '(browse)', '50%']) expect(fromFieldKey(fieldKey(s))).toBe(s);
    expect(fieldKey('a.b')).not.toContain('.');
    expect(fieldKey('$x').startsWith('$')).toBe(false);
  });
});

describe('timeframe windows (UTC, ending now)', () => {
  const now = new Date('2026-03-02T10:30:00Z');

  it('7d is the last 7 days including today; the previous period the 7 before', () => {
    const w = windowOf('D7', now);
    expect(w.unit).toBe('day');
    expect(w.current).toEqual([
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(w.previous[0]).toBe('2026-02-17');
    expect(w.previous.at(-1)).toBe('2026-02-23');
  });

  it('24h is the last 24 hours including the current one', () => {
    const w = windowOf('H24', now);
    expect(w.unit).toBe('hour');
    expect(w.current).toHaveLength(24);
    expect(w.current[0]).toBe('2026-03-01T11');
    expect(w.current.at(-1)).toBe('2026-03-02T10');
    expect(w.previous.at(-1)).toBe('2026-03-01T10');
  });

  it('90d spans 90 days and its previous period 90 more', () => {
    const w = windowOf('D90', now);
    expect(new Set([...w.current, ...w.previous]).size).toBe(180);
  });
});
