// Insights computed from the timeframe's real figures (the spec's original showed a random number
// for category growth and static peak-usage text).

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface UsagePoint {
  start: string;
  generations: number;
  activeUsers: number;
}

export interface PeakUsage {
  /** "14:00–15:00 UTC" or "Sunday". */
  when: string;
  generations: number;
  /** Share of the timeframe's generations in that hour or on that weekday, in percent. */
  share: number;
}

/**
 * When people create most: the busiest hour (24h timeframe, hour buckets) or the busiest weekday
 * (day buckets, summed per UTC weekday). Null when nothing was generated.
 */
export function peakUsage(points: readonly UsagePoint[], hourly: boolean): PeakUsage | null {
  const totals = new Map<string, number>();
  let all = 0;
  for (const point of points) {
    const date = new Date(point.start);
    if (Number.isNaN(date.getTime())) continue;
    const key = hourly ? hourLabel(date.getUTCHours()) : (WEEKDAYS[date.getUTCDay()] ?? '');
    totals.set(key, (totals.get(key) ?? 0) + point.generations);
    all += point.generations;
  }
  if (all === 0) return null;
  let best: [string, number] = ['', -1];
  for (const entry of totals) if (entry[1] > best[1]) best = entry;
  return { when: best[0], generations: best[1], share: Math.round((best[1] / all) * 1000) / 10 };
}

const hourLabel = (hour: number) =>
  `${String(hour).padStart(2, '0')}:00–${String((hour + 1) % 24).padStart(2, '0')}:00 UTC`;

export interface CategoryGrowth {
  category: string;
  growth: number;
  count: number;
}

/** The category that grew most against the previous period (only categories with images now). */
export function fastestGrowingCategory<C extends CategoryGrowth>(stats: readonly C[]): C | null {
  const candidates = stats.filter((stat) => stat.count > 0);
  if (!candidates.length) return null;
  return candidates.reduce((best, stat) => (stat.growth > best.growth ? stat : best));
}

/** Spec 001 §2: a success rate above 50 percent is shown in green. */
export const SUCCESS_RATE_GOOD_ABOVE = 50;
export const isGoodSuccessRate = (rate: number): boolean => rate > SUCCESS_RATE_GOOD_ABOVE;
