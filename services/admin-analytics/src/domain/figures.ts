/** The figures' arithmetic, as services/admin-analytics/README.md defines it (no I/O). */

/** Rounded to one decimal. */
export const round1 = (x: number): number => Math.round(x * 10) / 10;

/** (current − previous) / previous × 100; 0 when both are 0, 100 when only previous is 0. */
export function growth(current: number, previous: number): number {
  if (previous === 0) return current === 0 ? 0 : 100;
  return round1(((current - previous) / previous) * 100);
}

/** part / whole × 100, 0 when whole is 0. */
export const percent = (part: number, whole: number): number => (whole === 0 ? 0 : round1((part / whole) * 100));

/** Integer cents of a quotient (0 when the divisor is 0). */
export const centsRatio = (cents: number, n: number): number => (n === 0 ? 0 : Math.round(cents / n));

/** A payment's monthly equivalent: a period of 27–32 days counts as one month. */
export function monthlyCents(amountCents: number, periodDays: number): number {
  if (periodDays <= 0) return amountCents;
  if (periodDays >= 27 && periodDays <= 32) return amountCents;
  return Math.round((amountCents * 30.4375) / periodDays);
}

/** Search terms are grouped trimmed and lower-cased; an empty term is a filtered browse. */
export const BROWSE_TERM = '(browse)';
export const normaliseTerm = (term: string): string => term.trim().toLowerCase().slice(0, 100) || BROWSE_TERM;

/** A term or id as one field name: no '.', no leading '$' (Mongo paths). */
export const fieldKey = (s: string): string => encodeURIComponent(s).replace(/\./g, '%2E').replace(/^\$/, '%24');
export const fromFieldKey = (k: string): string => decodeURIComponent(k);

/** Allowance figures: a free user is near the limit with one generation or none left. */
export const NEAR_LIMIT_LEFT = 1;
/** Heavy free users: this many images or more in one UTC month. */
export const HEAVY_MONTHLY_GENERATIONS = 8;
/** Churn risk: no activity for this many days or more. */
export const CHURN_RISK_DAYS = 14;
/** Quality images: rated at least this (average stars). */
export const QUALITY_RATING = 4;
/** CLV horizon when no subscriber cancelled in the window (churn not measurable): 12 months. */
export const CLV_HORIZON_MONTHS = 12;
