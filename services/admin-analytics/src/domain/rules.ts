import type { CloudEvent, RegisteredEvent } from '@faithcraft/lib';
import {
  addRevenue,
  countMonthlyGeneration,
  isSubscriber,
  markActive,
  recordPayment,
  type ImageState,
  type UserState,
} from './entities.js';
import { fieldKey, normaliseTerm } from './figures.js';
import { Buckets, States, pageOf, type Fold } from './fold.js';
import { daysBetween, hourKey, monthKey } from './time.js';

export const RECENT_ACTIVITY_SIZE = 10;

export interface ActivityItem {
  description: string;
  timestamp: string;
  kind: string;
}

const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
const label = (wire: string): string => wire.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** A user did something at `at`: moves them in the last-seen histogram, counts them active that day/hour. */
function activity(fold: Fold, userId: string | null | undefined, at: Date): void {
  if (!userId) return;
  fold.update(States.user, userId, (doc) => {
    const u = doc as UserState;
    const hour = hourKey(at);
    if (u.deleted) return;
    const { newDay, newHour } = markActive(u, hour.slice(0, 10), hour);
    if (newDay) fold.count(at, 'activeUsers', 1, 'day');
    if (newHour) fold.count(at, 'activeUsers', 1, 'hour');
    if (u.lastHour && u.lastHour >= hour) return;
    fold.moveSeen('users', u.lastHour ?? null, hour);
    u.lastHour = hour;
  });
}

/**
 * A "first time" (first image, first paid plan) is counted once, at the earliest time seen: events of
 * different partitions may arrive out of order, so an earlier one moves the count to its own bucket.
 */
function earliest(fold: Fold, metric: string, stored: string | undefined, at: string): string {
  if (stored && stored <= at) return stored;
  if (stored) fold.count(new Date(stored), metric, -1);
  fold.count(new Date(at), metric);
  return at;
}

function recent(fold: Fold, item: ActivityItem): void {
  fold.update(States.recent, 'all', (doc) => {
    const items = [...((doc['items'] as ActivityItem[] | undefined) ?? []), item];
    items.sort((a, b) => (a.timestamp < b.timestamp ? 1 : a.timestamp > b.timestamp ? -1 : 0));
    doc['items'] = items.slice(0, RECENT_ACTIVITY_SIZE);
    fold.set(Buckets.recent, 'all', { items: doc['items'] });
  });
}

/** What a user paid, kept per user for the directory's revenue column. */
function paid(fold: Fold, userId: string, cents: number): void {
  fold.inc(Buckets.revenue, pageOf(userId), `u.${fieldKey(userId)}`, cents);
}

/** An image that sold is listed with its current title and category (written again when they change). */
function publishLabel(fold: Fold, id: string, i: ImageState): void {
  if (!num(i.sales) || !i.title) return;
  const label = `${i.title}\u0000${i.category ?? ''}`;
  if (i.label === label) return;
  i.label = label;
  const key = `i.${fieldKey(id)}`;
  fold.set(Buckets.imageLabels, pageOf(id), { [`${key}.t`]: i.title, [`${key}.k`]: i.category ?? null });
}

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

function image(
  fold: Fold,
  data: { imageId: string; contentType: string; category: string },
  change?: (i: ImageState) => void,
) {
  fold.update(States.image, data.imageId, (doc) => {
    const i = doc as ImageState;
    i.contentType = data.contentType;
    i.category = data.category;
    change?.(i);
    publishLabel(fold, data.imageId, i);
  });
}

/** Folds one event into counters and entity states (definitions: services/admin-analytics/README.md). */
export function applyEvent(fold: Fold, event: CloudEvent): void {
  const e = event as RegisteredEvent;
  switch (e.type) {
    case 'UserSignedUp.v1': {
      const at = new Date(e.data.createdAt);
      fold.update(States.user, e.data.userId, (doc) => {
        const u = doc as UserState;
        if (u.signedUp) return;
        u.signedUp = true;
        u.signedUpAt = e.data.createdAt;
        fold.count(at, 'signups');
        fold.count(at, 'liveSignups');
        recent(fold, { description: 'New user signed up', timestamp: at.toISOString(), kind: e.type });
      });
      activity(fold, e.data.userId, at);
      return;
    }
    case 'UserDeleted.v1':
      fold.update(States.user, e.data.userId, (doc) => {
        const u = doc as UserState;
        if (u.deleted) return;
        fold.moveSeen('users', u.lastHour ?? null, null);
        u.deleted = true;
        u.lastHour = null;
        // Retention compares accounts that still exist: the sign-up leaves its day's live count.
        if (u.signedUpAt) fold.count(new Date(u.signedUpAt), 'liveSignups', -1);
        fold.count(new Date(e.data.deletedAt), 'deletions');
      });
      return;
    case 'UserRoleChanged.v1':
      recent(fold, {
        description: `A user's role changed to ${e.data.role}`,
        timestamp: e.data.changedAt,
        kind: e.type,
      });
      return;
    case 'GenerationAllowanceChanged.v1':
      fold.update(States.user, e.data.userId, (doc) => {
        const u = doc as UserState;
        u.used = e.data.freeGenerationsUsed;
        u.limit = e.data.freeGenerationsLimit;
      });
      return;
    case 'ImageGenerated.v1': {
      const at = new Date(e.data.generatedAt);
      fold.count(at, 'generations');
      fold.count(at, `type.${e.data.contentType}`);
      fold.count(at, `category.${e.data.category}`);
      image(fold, e.data, (i) => {
        i.title = e.data.title;
      });
      fold.update(States.user, e.data.ownerId, (doc) => {
        const u = doc as UserState;
        u.firstImageAt = earliest(fold, 'trialUsers', u.firstImageAt, e.data.generatedAt);
        countMonthlyGeneration(u, monthKey(at));
      });
      activity(fold, e.data.ownerId, at);
      recent(fold, {
        description: `Image generated: ${label(e.data.contentType)}`,
        timestamp: e.data.generatedAt,
        kind: e.type,
      });
      return;
    }
    case 'ImageGenerationFailed.v1':
      fold.count(new Date(event.time), 'generationsFailed');
      return;
    case 'ImageVisibilityChanged.v1':
      image(fold, e.data, (i) => {
        i.title = e.data.title;
        i.isPublic = e.data.isPublic;
        i.isForSale = e.data.isForSale;
      });
      activity(fold, e.data.ownerId, new Date(event.time));
      return;
    case 'ImageDownloaded.v1': {
      const at = new Date(e.data.downloadedAt);
      fold.count(at, 'downloads');
      image(fold, e.data);
      activity(fold, e.data.userId, at);
      return;
    }
    case 'ImageRated.v1': {
      const at = new Date(e.data.ratedAt);
      fold.count(at, `ratings.${e.data.contentType}`);
      fold.count(at, `stars.${e.data.contentType}`, e.data.stars);
      image(fold, e.data, (i) => {
        i.ratingCount = e.data.ratingCount;
        i.ratingAverage = e.data.ratingAverage;
      });
      activity(fold, e.data.userId, at);
      return;
    }
    case 'MarketplaceSearched.v1': {
      const at = new Date(e.data.searchedAt);
      const term = fieldKey(normaliseTerm(e.data.term));
      fold.dim('search', at, `t.${term}.n`);
      if (e.data.resultCount >= 1) fold.dim('search', at, `t.${term}.ok`);
      activity(fold, e.data.userId, at);
      return;
    }
    case 'PurchaseCompleted.v1': {
      const at = new Date(e.data.completedAt);
      fold.count(at, 'marketplaceCents', e.data.amountCents);
      fold.count(at, 'marketplaceSales');
      fold.dim('sales', at, `i.${fieldKey(e.data.imageId)}.n`);
      fold.dim('sales', at, `i.${fieldKey(e.data.imageId)}.c`, e.data.amountCents);
      fold.update(States.image, e.data.imageId, (doc) => {
        const i = doc as ImageState;
        i.sales = num(i.sales) + 1;
        publishLabel(fold, e.data.imageId, i);
      });
      fold.update(States.user, e.data.buyerId, (doc) => addRevenue(doc, e.data.amountCents));
      paid(fold, e.data.buyerId, e.data.amountCents);
      activity(fold, e.data.buyerId, at);
      recent(fold, {
        description: `Marketplace sale: ${dollars(e.data.amountCents)}`,
        timestamp: e.data.completedAt,
        kind: e.type,
      });
      return;
    }
    case 'SubscriptionPaid.v1': {
      const at = new Date(e.data.paidAt);
      fold.count(at, 'subscriptionCents', e.data.amountCents);
      fold.count(at, 'subscriptionPayments');
      fold.update(States.user, e.data.userId, (doc) => {
        const u = doc as UserState;
        recordPayment(u, e.data.amountCents, daysBetween(new Date(e.data.periodStart), new Date(e.data.periodEnd)));
        u.firstSubscribedAt = earliest(fold, 'newSubscribers', u.firstSubscribedAt, e.data.paidAt);
      });
      paid(fold, e.data.userId, e.data.amountCents);
      recent(fold, {
        description: `Family Plan payment: ${dollars(e.data.amountCents)}`,
        timestamp: e.data.paidAt,
        kind: e.type,
      });
      return;
    }
    case 'SubscriptionChanged.v1': {
      const at = new Date(e.data.changedAt);
      fold.update(States.user, e.data.userId, (doc) => {
        const u = doc as UserState;
        const was = isSubscriber(u);
        u.status = e.data.subscriptionStatus;
        u.endsAt = e.data.endsAt;
        if (!was && isSubscriber(u))
          u.firstSubscribedAt = earliest(fold, 'newSubscribers', u.firstSubscribedAt, e.data.changedAt);
        if (was && !isSubscriber(u)) fold.count(at, 'cancellations');
      });
      recent(fold, {
        description: `Subscription ${e.data.subscriptionStatus.replace('_', ' ')}`,
        timestamp: e.data.changedAt,
        kind: e.type,
      });
      return;
    }
    case 'VisitorEvent.v1': {
      const at = new Date(e.data.occurredAt);
      fold.update(States.visitor, e.data.visitorId, (doc) => {
        const hour = hourKey(at);
        const previous = (doc['lastHour'] as string | undefined) ?? null;
        if (previous && previous >= hour) return;
        fold.moveSeen('visitors', previous, hour);
        doc['lastHour'] = hour;
      });
      if (e.data.name === 'page_view') fold.count(at, 'pageViews');
      activity(fold, e.data.userId, at);
      return;
    }
    default:
      return;
  }
}
