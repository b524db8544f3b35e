// A scripted history of domain events (one of each kind the read models follow) and the figures
// computed from it by hand, at a pinned "now". Used by the read-model int test.
import { Topics, createEvent, type CloudEvent } from '@faithcraft/lib';

export const NOW = new Date('2026-03-15T12:30:00Z');

const ev = (type: string, subject: string, data: Record<string, unknown>, time?: string): CloudEvent =>
  createEvent({ source: 'history', type, subject, data, time: time ? new Date(time) : undefined });

const signup = (userId: string, createdAt: string) =>
  ev('UserSignedUp.v1', userId, {
    userId,
    email: `${userId}@example.com`,
    firstName: null,
    lastName: null,
    role: 'user',
    createdAt,
  });
const generated = (imageId: string, ownerId: string, contentType: string, category: string, generatedAt: string) =>
  ev('ImageGenerated.v1', imageId, {
    imageId,
    ownerId,
    contentType,
    category,
    title: `Title ${imageId}`,
    provider: 'builtin',
    durationMs: 5,
    generatedAt,
  });
const visibility = (
  imageId: string,
  ownerId: string,
  contentType: string,
  category: string,
  isPublic: boolean,
  isForSale: boolean,
  at: string,
) =>
  ev(
    'ImageVisibilityChanged.v1',
    imageId,
    {
      imageId,
      ownerId,
      contentType,
      category,
      title: `Title ${imageId}`,
      isPublic,
      isForSale,
      priceCents: isForSale ? 299 : 0,
      currency: 'usd',
    },
    at,
  );
export const purchase = (purchaseId: string, imageId: string, buyerId: string, completedAt: string) =>
  ev('PurchaseCompleted.v1', purchaseId, {
    purchaseId,
    imageId,
    buyerId,
    sellerId: 'u1',
    amountCents: 299,
    currency: 'usd',
    completedAt,
  });
const paid = (userId: string, paidAt: string, periodEnd: string) =>
  ev('SubscriptionPaid.v1', userId, {
    userId,
    amountCents: 999,
    currency: 'usd',
    periodStart: paidAt,
    periodEnd,
    paidAt,
  });
const plan = (userId: string, status: string, changedAt: string, endsAt: string | null = null) =>
  ev('SubscriptionChanged.v1', userId, { userId, subscriptionStatus: status, endsAt, changedAt });
const search = (term: string, resultCount: number, searchedAt: string) =>
  ev('MarketplaceSearched.v1', `search-${searchedAt}`, {
    searchId: `s-${searchedAt}`,
    term,
    category: null,
    contentType: null,
    style: null,
    resultCount,
    userId: null,
    searchedAt,
  });
const visit = (visitorId: string, occurredAt: string, userId: string | null = null) =>
  ev('VisitorEvent.v1', visitorId, { visitorId, userId, name: 'page_view', path: '/', params: {}, occurredAt });

const u2Purchase = purchase('p1', 'i1', 'u2', '2026-03-12T10:00:00.000Z');
const u2SignupAgain = { ...signup('u2', '2026-03-10T09:30:00.000Z') };

/** Events per topic, in publishing order. The same purchase envelope twice is an outbox duplicate. */
export const history: Record<string, CloudEvent[]> = {
  [Topics.users]: [
    signup('u6', '2026-02-20T09:00:00.000Z'),
    signup('u1', '2026-03-03T10:00:00.000Z'),
    signup('u2', '2026-03-10T09:00:00.000Z'),
    u2SignupAgain, // the same fact under a new id: one account
    signup('u5', '2026-03-12T09:00:00.000Z'),
    ev('UserDeleted.v1', 'u5', { userId: 'u5', deletedAt: '2026-03-13T09:00:00.000Z' }),
    signup('u3', '2026-03-15T08:00:00.000Z'),
    signup('u4', '2026-03-15T11:00:00.000Z'),
    ev('GenerationAllowanceChanged.v1', 'u3', {
      userId: 'u3',
      freeGenerationsUsed: 4,
      freeGenerationsLimit: 5,
      reason: 'generation',
      changedAt: '2026-03-15T09:00:00.000Z',
    }),
    ev('GenerationAllowanceChanged.v1', 'u4', {
      userId: 'u4',
      freeGenerationsUsed: 1,
      freeGenerationsLimit: 5,
      reason: 'generation',
      changedAt: '2026-03-15T11:30:00.000Z',
    }),
  ],
  [Topics.content]: [
    generated('i1', 'u1', 'poster', 'fhe', '2026-03-04T10:00:00.000Z'),
    visibility('i1', 'u1', 'poster', 'fhe', true, true, '2026-03-05T10:00:00.000Z'),
    generated('i2', 'u1', 'coloring', 'primary', '2026-03-11T10:00:00.000Z'),
    generated('i3', 'u2', 'poster', 'fhe', '2026-03-10T10:00:00.000Z'),
    visibility('i3', 'u2', 'poster', 'fhe', true, false, '2026-03-10T11:00:00.000Z'),
    ev('ImageRated.v1', 'i3', {
      imageId: 'i3',
      ownerId: 'u2',
      contentType: 'poster',
      category: 'fhe',
      ratingId: 'r1',
      userId: 'u2',
      stars: 5,
      ratingCount: 1,
      ratingAverage: 5,
      ratedAt: '2026-03-11T10:00:00.000Z',
    }),
    generated('i4', 'u3', 'poster', 'youth', '2026-03-15T09:00:00.000Z'),
    visibility('i4', 'u3', 'poster', 'youth', true, true, '2026-03-15T09:30:00.000Z'),
    ev(
      'ImageGenerationFailed.v1',
      'i5',
      { imageId: 'i5', ownerId: 'u4', contentType: 'poster', category: 'fhe', reason: 'provider down' },
      '2026-03-15T11:30:00.000Z',
    ),
    search('temple', 4, '2026-03-05T10:00:00.000Z'),
    search('Nephi', 3, '2026-03-12T10:00:00.000Z'),
    search('', 5, '2026-03-13T10:00:00.000Z'),
    search('zzz', 0, '2026-03-14T10:00:00.000Z'),
    search(' nephi', 0, '2026-03-15T10:00:00.000Z'),
  ],
  [Topics.commerce]: [
    paid('u1', '2026-03-05T10:00:00.000Z', '2026-04-05T10:00:00.000Z'),
    plan('u1', 'active', '2026-03-05T10:00:00.000Z'),
    u2Purchase,
    u2Purchase,
    paid('u2', '2026-03-13T10:00:00.000Z', '2026-04-13T10:00:00.000Z'),
    plan('u2', 'active', '2026-03-13T10:00:00.000Z'),
    plan('u1', 'cancelled', '2026-03-14T10:00:00.000Z'),
    plan('u2', 'active', '2026-03-14T12:00:00.000Z', '2026-04-13T10:00:00.000Z'),
    purchase('p2', 'i1', 'u3', '2026-03-15T10:00:00.000Z'),
  ],
  [Topics.webAnalytics]: [
    visit('v3', '2026-03-08T10:00:00.000Z'),
    visit('v1', '2026-03-09T10:00:00.000Z'),
    visit('v2', '2026-03-14T20:00:00.000Z'),
    visit('v4', '2026-03-10T10:00:00.000Z'),
    visit('v5', '2026-03-11T10:00:00.000Z'),
    visit('v6', '2026-03-12T10:00:00.000Z'),
    visit('v1', '2026-03-15T10:00:00.000Z', 'u2'),
  ],
};

const zeroTypes = ['FLASHCARDS', 'BOARD_GAME', 'SONG_VISUAL', 'WORKSHEET', 'STICKERS', 'TALK_VISUAL'];

/** The 7-day figures, computed by hand from the history above (see the README's definitions). */
export const expected7d = {
  metrics: {
    totalRevenueCents: 299 + 299 + 999,
    revenueGrowth: 59.9, // (1597 − 999) / 999
    activeUsers: 4, // u1 (image 03-11), u2, u3, u4; u5 deleted, u6 last seen 02-20
    userGrowth: 300, // sign-ups 4 (u2, u5, u3, u4) against 1 (u1)
    totalGenerations: 3,
    generationGrowth: 200,
    conversionRate: 25, // 1 new subscriber (u2) / 4 sign-ups
    conversionTrend: -75, // previous: 1 / 1
    publicImages: 3,
    forSaleImages: 2,
    avgGenerationsPerUser: 0.8, // 3 / 4
    engagementRate: 80, // 4 active of 5 accounts
    retentionRate: 50, // of u1 and u6 (older than the window), u1 was active
    churnRiskUsers: 1, // u6
    heavyFreeUsers: 0,
    qualityUnmonetizedImages: 1, // i3: rated 5, public, not for sale
    totalSignups: 6,
    signupsLast24h: 2,
    contentTypeStats: [
      { contentType: 'COLORING', count: 1, avgRating: null },
      { contentType: 'POSTER', count: 2, avgRating: 5 },
      ...zeroTypes.map((contentType) => ({ contentType, count: 0, avgRating: null })),
    ],
    categoryStats: [
      { category: 'FHE', count: 1, growth: 0 },
      { category: 'PRIMARY', count: 1, growth: 100 },
      { category: 'YOUTH', count: 1, growth: 100 },
      { category: 'GENERAL', count: 0, growth: 0 },
      { category: 'SEMINARY', count: 0, growth: 0 },
      { category: 'HOLIDAYS', count: 0, growth: 0 },
    ],
  },
  revenue: {
    totalCents: 1597,
    growthRate: 59.9,
    monthlyRecurringCents: 999,
    activeSubscribers: 1,
    averageOrderValueCents: 299,
    aovGrowth: 100,
    customerLifetimeValueCents: 466, // ARPU 999 / monthly churn (1 / 2 × 30 / 7)
    avgRetentionMonths: 0.5,
    subscriptionsCents: 999,
    subscriptionCount: 1,
    marketplaceCents: 598,
    marketplaceSales: 2,
    topSelling: [{ imageId: 'i1', title: 'Title i1', sales: 2, category: 'FHE', revenueCents: 598, growth: 100 }],
    freeUsersNearLimit: 1, // u3: 4 of 5
    contentWithoutSales: 1, // i4
    churnRisk: 1, // u2's plan ends at period end
  },
  search: [
    { term: 'nephi', count: 2, successRate: 50 },
    { term: '(browse)', count: 1, successRate: 100 },
    { term: 'zzz', count: 1, successRate: 0 },
  ],
  funnel: [
    { name: 'Visitors', count: 5, conversion: 100, dropOff: 0 },
    { name: 'Sign-ups', count: 4, conversion: 80, dropOff: 20 },
    { name: 'Trial Users', count: 2, conversion: 50, dropOff: 50 },
    { name: 'Subscribers', count: 1, conversion: 50, dropOff: 50 },
  ],
  userRevenue: { u2: 299 + 999, u3: 299, u6: 0 },
};
