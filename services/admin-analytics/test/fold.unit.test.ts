import { createEvent, type CloudEvent } from '@faithcraft/lib';
import { entityFlags } from '../src/domain/entities';
import { BatchFold, States, stateRef, type StateDoc } from '../src/domain/fold';
import { applyEvent, stateRefsOf } from '../src/domain/rules';

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

/** Folds events as one batch from empty state (or `loaded`), returning increments summed per doc path. */
function fold(events: CloudEvent[], loaded = new Map<string, StateDoc | null>(), firstOffset = 0) {
  const f = new BatchFold('t~0', loaded, entityFlags);
  events.forEach((e, i) => {
    f.at(firstOffset + i);
    applyEvent(f, e);
  });
  const sums: Record<string, number> = {};
  for (const inc of f.increments) {
    const k = `${inc.coll}/${inc.id}/${inc.path}`;
    sums[k] = (sums[k] ?? 0) + inc.n;
  }
  return { sums, states: f.changedStates(), increments: f.increments };
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

  it('an entity whose mark covers an event is not changed by it again, and nothing is derived from it', () => {
    const loaded = new Map<string, StateDoc | null>([
      [
        stateRef(States.user, 'u1'),
        { _id: 'u1', signedUp: true, firstImageAt: '2026-03-01T12:00:00.000Z', m: { 't~0': 5 } },
      ],
    ]);
    // Offsets 5 and 6: the first is already held by u1 (mark 5), the second is new.
    const { sums } = fold(
      [generated('i1', 'u1', '2026-03-01T12:00:00.000Z'), generated('i2', 'u1', '2026-03-01T13:00:00.000Z')],
      loaded,
      5,
    );
    expect(sums['daily/2026-03/d.01.trialUsers']).toBeUndefined();
    expect(sums['daily/2026-03/d.01.generations']).toBe(2); // plain counters are filtered by their own marks
  });

  it('names the states an event needs, to load them by _id', () => {
    expect(stateRefsOf(generated('i1', 'u1', '2026-03-01T00:00:00.000Z'))).toEqual([
      stateRef(States.user, 'u1'),
      stateRef(States.image, 'i1'),
      stateRef(States.recent, 'all'),
    ]);
  });
});
