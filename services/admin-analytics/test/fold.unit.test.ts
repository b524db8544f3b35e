import { createEvent, type CloudEvent } from '@faithcraft/lib';
import { entityFlags } from '../src/domain/entities';
import { Fold, States, pageOf, splitRef, type StateDoc } from '../src/domain/fold';
import { applyEvent } from '../src/domain/rules';

const ev = (type: string, subject: string, data: Record<string, unknown>): CloudEvent =>
  createEvent({ source: 'test', type, subject, data });

const signup = (userId: string, createdAt: string) =>
  ev('UserSignedUp.v1', userId, {
    userId,
    email: `${userId}@x.io`,
    firstName: null,
    lastName: null,
    role: 'user',
    createdAt,
  });
const generated = (imageId: string, ownerId: string, generatedAt: string, contentType = 'poster') =>
  ev('ImageGenerated.v1', imageId, {
    imageId,
    ownerId,
    contentType,
    category: 'fhe',
    title: `Image ${imageId}`,
    provider: 'builtin',
    durationMs: 10,
    generatedAt,
  });

/** Folds events from empty state (or `known` states), returning the writes summed per doc path. */
function fold(events: CloudEvent[], known = new Map<string, StateDoc>()) {
  const f = new Fold(known, entityFlags);
  events.forEach((e) => applyEvent(f, e));
  const sums: Record<string, number> = {};
  const sets: Record<string, unknown> = {};
  for (const w of f.docWrites()) {
    for (const [path, n] of Object.entries(w.inc ?? {})) sums[`${w.coll}/${w.id}/${path}`] = n;
    for (const [path, v] of Object.entries(w.set ?? {})) sets[`${w.coll}/${w.id}/${path}`] = v;
  }
  const states = f.changedStates().map(([ref, doc]) => ({ coll: splitRef(ref)[0], doc }));
  return { sums, sets, states };
}

describe('folding events into counters and states', () => {
  it('a sign-up counts once per account, in its day and hour, and makes the user active', () => {
    const { sums } = fold([signup('u1', '2026-03-02T10:15:00.000Z'), signup('u1', '2026-03-02T11:00:00.000Z')]);
    expect(sums['daily/2026-03/d.02.signups']).toBe(1);
    expect(sums['hourly/2026-03-02/h.10.signups']).toBe(1);
    expect(sums['totals/all/users']).toBe(1);
    expect(sums['daily/2026-03/d.02.activeUsers']).toBe(1);
    // Last seen moved from 10h to 11h: the histogram holds the user once, at 11h.
    expect(sums['last_seen/users:2026-03/h.0210']).toBe(0);
    expect(sums['last_seen/users:2026-03/h.0211']).toBe(1);
    expect(sums['last_seen/users:2026-03/d.02']).toBe(1);
  });

  it("a user's first image makes a trial user once; the 8th image of a month makes a heavy free user", () => {
    const events = [signup('u1', '2026-03-01T00:00:00.000Z')];
    for (let i = 0; i < 9; i++) events.push(generated(`i${i}`, 'u1', `2026-03-0${1 + (i % 2)}T12:00:00.000Z`));
    const { sums } = fold(events);
    expect(sums['daily/2026-03/d.01.trialUsers']).toBe(1);
    expect(sums['daily/2026-03/d.02.trialUsers']).toBeUndefined();
    expect(sums['daily/2026-03/d.01.generations']! + sums['daily/2026-03/d.02.generations']!).toBe(9);
    expect(sums['totals/all/heavyFree.2026-03']).toBe(1);
    expect(sums['daily/2026-03/d.01.type.poster']).toBe(5);
  });

  it('images: public, for sale without sales, then sold; quality images not for sale', () => {
    const vis = (isPublic: boolean, isForSale: boolean) =>
      ev('ImageVisibilityChanged.v1', 'i1', {
        imageId: 'i1',
        ownerId: 'u1',
        contentType: 'poster',
        category: 'fhe',
        title: 'T',
        isPublic,
        isForSale,
        priceCents: 299,
        currency: 'usd',
      });
    const sale = ev('PurchaseCompleted.v1', 'p1', {
      purchaseId: 'p1',
      imageId: 'i1',
      buyerId: 'b1',
      sellerId: 'u1',
      amountCents: 299,
      currency: 'usd',
      completedAt: '2026-03-02T09:00:00.000Z',
    });
    const first = fold([vis(true, true)]);
    expect(first.sums['totals/all/forSaleImages']).toBe(1);
    expect(first.sums['totals/all/withoutSales']).toBe(1);
    const all = fold([vis(true, true), sale]);
    expect(all.sums['totals/all/withoutSales']).toBe(0);
    expect(all.sums['daily/2026-03/d.02.marketplaceCents']).toBe(299);
    expect(all.sums['dims/sales:2026-03-02/i.i1.c']).toBe(299);
    const buyer = all.states.find((s) => s.coll === States.user && s.doc._id === 'b1');
    expect(buyer?.doc['revenueCents']).toBe(299);
    // The directory's revenue and the top-selling labels: one page document per 256th of the ids.
    expect(all.sums[`revenue/${pageOf('b1')}/u.b1`]).toBe(299);
    expect(all.sets[`image_labels/${pageOf('i1')}/i.i1.t`]).toBe('T');
    expect(all.sets[`image_labels/${pageOf('i1')}/i.i1.k`]).toBe('fhe');
    // An image that never sold is not listed.
    expect(Object.keys(first.sets).some((k) => k.startsWith('image_labels/'))).toBe(false);
    const rated = ev('ImageRated.v1', 'i1', {
      imageId: 'i1',
      ownerId: 'u1',
      contentType: 'poster',
      category: 'fhe',
      ratingId: 'r',
      userId: 'b1',
      stars: 5,
      ratingCount: 1,
      ratingAverage: 5,
      ratedAt: '2026-03-02T09:30:00.000Z',
    });
    expect(fold([vis(true, false), rated]).sums['totals/all/qualityUnmonetized']).toBe(1);
  });

  it('subscriptions: first activation counts a new subscriber once; MRR follows the plan; a cancellation counts', () => {
    const changed = (status: string, at: string) =>
      ev('SubscriptionChanged.v1', 'u1', { userId: 'u1', subscriptionStatus: status, endsAt: null, changedAt: at });
    const paid = ev('SubscriptionPaid.v1', 'u1', {
      userId: 'u1',
      amountCents: 999,
      currency: 'usd',
      periodStart: '2026-03-01T00:00:00.000Z',
      periodEnd: '2026-03-31T00:00:00.000Z',
      paidAt: '2026-03-01T00:00:00.000Z',
    });
    const { sums } = fold([
      signup('u1', '2026-02-01T00:00:00.000Z'),
      paid,
      changed('active', '2026-03-01T00:00:01.000Z'),
      changed('cancelled', '2026-03-05T00:00:00.000Z'),
      changed('active', '2026-03-06T00:00:00.000Z'),
    ]);
    expect(sums['daily/2026-03/d.01.newSubscribers']).toBe(1);
    expect(sums['daily/2026-03/d.06.newSubscribers']).toBeUndefined();
    expect(sums['daily/2026-03/d.05.cancellations']).toBe(1);
    expect(sums['totals/all/activeSubscribers']).toBe(1);
    expect(sums['totals/all/mrrCents']).toBe(999);
    expect(sums['daily/2026-03/d.01.subscriptionCents']).toBe(999);
  });

  it('searches group by normalised term with the share that found something', () => {
    let searches = 0;
    const search = (term: string, resultCount: number) =>
      ev('MarketplaceSearched.v1', 's', {
        searchId: `s${++searches}`,
        term,
        category: null,
        contentType: null,
        style: null,
        resultCount,
        userId: null,
        searchedAt: '2026-03-02T09:00:00.000Z',
      });
    const { sums } = fold([search('Nephi', 3), search('nephi ', 0), search('', 2)]);
    expect(sums['dims/search:2026-03-02/t.nephi.n']).toBe(2);
    expect(sums['dims/search:2026-03-02/t.nephi.ok']).toBe(1);
    expect(sums['dims/search:2026-03-02/t.(browse).n']).toBe(1);
  });

  it('states persist across folds: a sign-up already known is not counted again', () => {
    const known = new Map<string, StateDoc>();
    fold([signup('u1', '2026-03-02T10:15:00.000Z')], known);
    const again = fold([signup('u1', '2026-03-02T10:15:00.000Z')], known);
    expect(again.sums['daily/2026-03/d.02.signups']).toBeUndefined();
    expect(again.states).toHaveLength(0);
  });

  it('a dimension counts in its day document and in its hours document', () => {
    const f = new Fold(new Map(), entityFlags);
    f.dim('search', new Date('2026-03-02T09:30:00.000Z'), 't.nephi.n');
    expect(f.docWrites()).toEqual([
      { coll: 'dims', id: 'search:2026-03-02', inc: { 't.nephi.n': 1 } },
      { coll: 'dims', id: 'search-hours:2026-03-02', inc: { 'h.09.t.nephi.n': 1 } },
    ]);
  });

  it('pages spread ids over 256 documents, the same page for the same id', () => {
    const pages = new Set(Array.from({ length: 5000 }, (_, i) => pageOf(`user-${i}`)));
    expect(pages.size).toBe(256);
    expect(pageOf('u1')).toBe(pageOf('u1'));
  });
});
