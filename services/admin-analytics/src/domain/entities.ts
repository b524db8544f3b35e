import { HEAVY_MONTHLY_GENERATIONS, NEAR_LIMIT_LEFT, QUALITY_RATING, monthlyCents } from './figures.js';
import { States, type FlagsOf, type StateDoc } from './fold.js';

/** Per-user state, to detect transitions (first image, first paid plan, last activity…). */
export interface UserState extends StateDoc {
  signedUp?: boolean;
  signedUpAt?: string;
  deleted?: boolean;
  /** Plan status from commerce (active | inactive | cancelled | past_due). */
  status?: string;
  endsAt?: string | null;
  firstImageAt?: string;
  firstSubscribedAt?: string;
  /** Hour key of the latest activity. */
  lastHour?: string | null;
  revenueCents?: number;
  used?: number;
  limit?: number;
  /** Images generated per UTC month ('YYYY-MM' → count), the latest two months. */
  monthGenerations?: Record<string, number>;
  /** Days ('YYYY-MM-DD') and hours ('YYYY-MM-DDTHH') the user was active, recent ones only. */
  activeDays?: string[];
  activeHours?: string[];
  /** Monthly equivalent of the latest plan payment. */
  planMonthlyCents?: number;
}

export interface ImageState extends StateDoc {
  contentType?: string;
  category?: string;
  title?: string;
  isPublic?: boolean;
  isForSale?: boolean;
  ratingCount?: number;
  ratingAverage?: number;
  sales?: number;
  /** Title and category last written to `image_labels` (only images that sold are listed). */
  label?: string;
}

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

export const isSubscriber = (u: UserState): boolean => !u.deleted && u.status === 'active';

/** Totals kept from user states (see README): counted users, subscribers, MRR, allowance figures. */
export const userFlags: FlagsOf = (doc) => {
  const u = doc as UserState;
  const counted = u.signedUp === true && !u.deleted;
  const sub = isSubscriber(u);
  const limit = num(u.limit);
  return {
    users: counted ? 1 : 0,
    accounts: u.signedUp ? 1 : 0,
    activeSubscribers: sub ? 1 : 0,
    mrrCents: sub ? num(u.planMonthlyCents) : 0,
    cancelling: sub && u.endsAt ? 1 : 0,
    freeNearLimit: counted && !sub && u.limit !== undefined && limit - num(u.used) <= NEAR_LIMIT_LEFT ? 1 : 0,
    ...heavyFlag(u, counted && !sub),
  };
};

/** Totals kept from image states: public, for sale, for sale without a sale, quality but not for sale. */
export const imageFlags: FlagsOf = (doc) => {
  const i = doc as ImageState;
  const forSale = i.isPublic === true && i.isForSale === true;
  return {
    publicImages: i.isPublic ? 1 : 0,
    forSaleImages: forSale ? 1 : 0,
    withoutSales: forSale && num(i.sales) === 0 ? 1 : 0,
    qualityUnmonetized:
      i.isPublic && !i.isForSale && num(i.ratingCount) > 0 && num(i.ratingAverage) >= QUALITY_RATING ? 1 : 0,
  };
};

export const entityFlags = { [States.user]: userFlags, [States.image]: imageFlags };

/** Heavy free users of the user's latest month: 8+ images that month, on the free plan now. */
function heavyFlag(u: UserState, free: boolean): Record<string, number> {
  const months = Object.keys(u.monthGenerations ?? {}).sort();
  const latest = months.at(-1);
  if (!latest) return {};
  return { [`heavyFree.${latest}`]: free && num(u.monthGenerations?.[latest]) >= HEAVY_MONTHLY_GENERATIONS ? 1 : 0 };
}

/** Counts a generation in its month; only the latest two months are kept (any arrival order). */
export function countMonthlyGeneration(u: UserState, month: string): void {
  const counts = { ...(u.monthGenerations ?? {}) };
  counts[month] = num(counts[month]) + 1;
  const keep = Object.keys(counts).sort().slice(-2);
  u.monthGenerations = Object.fromEntries(keep.map((m) => [m, counts[m]!]));
}

const ACTIVE_DAYS_KEPT = 100;
const ACTIVE_HOURS_KEPT = 48;

/**
 * Adds an activity instant to the user's recent active days and hours; returns whether the day and
 * the hour are new (each is counted once, whatever order events arrive in, within the kept span).
 */
export function markActive(u: UserState, day: string, hour: string): { newDay: boolean; newHour: boolean } {
  const add = (list: string[] | undefined, key: string, span: number, stepMs: number, toKey: (d: Date) => string) => {
    const all = list ?? [];
    if (all.includes(key)) return { list: all, added: false };
    const newest = [...all, key].sort().at(-1)!;
    const cutoff = toKey(new Date(keyStartOf(newest).getTime() - span * stepMs));
    if (key < cutoff) return { list: all, added: false };
    return { list: [...all, key].filter((k) => k >= cutoff).sort(), added: true };
  };
  const days = add(u.activeDays, day, ACTIVE_DAYS_KEPT, 24 * 3600_000, (d) => d.toISOString().slice(0, 10));
  const hours = add(u.activeHours, hour, ACTIVE_HOURS_KEPT, 3600_000, (d) => d.toISOString().slice(0, 13));
  u.activeDays = days.list;
  u.activeHours = hours.list;
  return { newDay: days.added, newHour: hours.added };
}

const keyStartOf = (key: string): Date => new Date(key.length === 10 ? `${key}T00:00:00Z` : `${key}:00:00Z`);

export function recordPayment(u: UserState, amountCents: number, periodDays: number): void {
  u.revenueCents = num(u.revenueCents) + amountCents;
  u.planMonthlyCents = monthlyCents(amountCents, periodDays);
}

export const addRevenue = (u: UserState, cents: number): void => {
  u.revenueCents = num(u.revenueCents) + cents;
};
