// Display formatting. Times are shown in UTC (the server stores and sends UTC), so a date never
// shifts by a day depending on where the browser is.

const LOCALE = 'en-US';

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "March 15, 2025" */
export function formatLongDate(iso: string): string {
  const date = parse(iso);
  return date
    ? date.toLocaleDateString(LOCALE, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
    : '';
}

/** "Mar 15, 2025" */
export function formatShortDate(iso: string): string {
  const date = parse(iso);
  return date
    ? date.toLocaleDateString(LOCALE, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
    : '';
}

/** "March 2025" */
export function formatMonthYear(iso: string): string {
  const date = parse(iso);
  return date ? date.toLocaleDateString(LOCALE, { year: 'numeric', month: 'long', timeZone: 'UTC' }) : '';
}

/** Integer cents as dollars: 299 → "$2.99". */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** "1 creation", "3 creations". */
export function pluralize(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
