import { HEAVY_MONTHLY_GENERATIONS, NEAR_LIMIT_LEFT, QUALITY_RATING, monthlyCents } from './figures.js';
import { States, type FlagsOf, type StateDoc } from './fold.js';

/** Per-user state, to detect transitions (first image, first paid plan, last activity…). */
export interface UserState extends StateDoc {
  signedUp?: boolean;
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
  month?: string;
  monthGenerations?: number;
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

/** Counts a generation in the user's month; true when this one makes the user a heavy free user. */
export function countMonthlyGeneration(u: UserState, month: string): boolean {
  if (u.month !== month) {
    u.month = month;
    u.monthGenerations = 0;
  }
  u.monthGenerations = num(u.monthGenerations) + 1;
  return u.monthGenerations === HEAVY_MONTHLY_GENERATIONS && !isSubscriber(u);
}

export function recordPayment(u: UserState, amountCents: number, periodDays: number): void {
  u.revenueCents = num(u.revenueCents) + amountCents;
  u.planMonthlyCents = monthlyCents(amountCents, periodDays);
}

export const addRevenue = (u: UserState, cents: number): void => {
  u.revenueCents = num(u.revenueCents) + cents;
};
