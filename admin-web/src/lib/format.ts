// Display formats of the console. Money arrives in integer cents and is shown in US dollars.

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const count = new Intl.NumberFormat('en-US');
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** 299 → "$2.99". */
export const formatCents = (cents: number): string => dollars.format(cents / 100);

/** For chart axes: 129900 → "$1,299". */
export const formatCentsShort = (cents: number): string => wholeDollars.format(cents / 100);

export const formatCount = (value: number): string => count.format(value);

/** 12.345 → "12.3%". */
export const formatPercent = (value: number): string => `${oneDecimal.format(value)}%`;

/** A growth figure with its sign: "+12.5%", "−3%", "0%". */
export function formatGrowth(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  if (rounded > 0) return `+${oneDecimal.format(rounded)}%`;
  if (rounded < 0) return `−${oneDecimal.format(-rounded)}%`;
  return '0%';
}

export const growthTone = (value: number): 'up' | 'down' | 'flat' => (value > 0 ? 'up' : value < 0 ? 'down' : 'flat');

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** An ISO time as a UTC date ("Nov 23, 2026"); an unreadable value is shown as is. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${dateTimeFormat.format(date)} UTC`;
}

/** A chart bucket's label: hours for the 24h timeframe, days otherwise (UTC). */
export function formatBucket(iso: string, hourly: boolean): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return hourly
    ? `${String(date.getUTCHours()).padStart(2, '0')}:00`
    : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
}
