/* global Buffer */
// A small real list store for the sending tests (the lead wires EA's Audiences/Suppressions in the
// service): members of a list and suppressed addresses in the test's own database, unsubscribe
// tokens signed with HMAC. CommonJS so the spawned sender process (plain node) can use it too.
const { createHmac, timingSafeEqual } = require('node:crypto');

class ListAudience {
  /** @param {import('mongoose').Connection} db */
  constructor(db, secret = 'test-unsubscribe-secret') {
    this.members = db.collection('test_list_members');
    this.suppressed = db.collection('test_suppressions');
    this.secret = secret;
    this.defaultList = 'default';
  }

  async addMembers(listId, people) {
    if (!people.length) return;
    await this.members.insertMany(
      people.map((p) => ({ _id: `${listId}:${p.key}`, listId, ...p, email: p.email.toLowerCase() })),
      { ordered: false },
    );
  }

  // --- Audiences ---
  async defaultListId() {
    return this.defaultList;
  }
  async *recipients(audience, batchSize) {
    const listId = audience.kind === 'list' ? audience.listId : `segment:${audience.segment}`;
    const all = await this.members.find({ listId }).toArray();
    all.sort((a, b) => (a._id < b._id ? -1 : 1));
    for (let i = 0; i < all.length; i += batchSize) {
      const batch = all.slice(i, i + batchSize).map((m) => ({
        key: m.key,
        email: m.email,
        firstName: m.firstName ?? null,
        userId: m.userId ?? null,
        remainingGenerations: m.remainingGenerations ?? null,
      }));
      yield batch;
    }
  }
  async count(audience) {
    const listId = audience.kind === 'list' ? audience.listId : `segment:${audience.segment}`;
    return this.members.countDocuments({ listId });
  }
  async member(userId) {
    const m = await this.members.findOne({ userId });
    return m
      ? {
          key: m.key,
          email: m.email,
          firstName: m.firstName ?? null,
          userId,
          remainingGenerations: m.remainingGenerations ?? null,
        }
      : null;
  }
  async label(audience) {
    return audience.kind === 'list' ? `List ${audience.listId}` : `Segment ${audience.segment}`;
  }

  // --- Suppressions ---
  async isSuppressed(email) {
    return (await this.suppressed.findOne({ _id: email.toLowerCase() })) !== null;
  }
  tag(body) {
    return createHmac('sha256', this.secret).update(body).digest('base64url');
  }
  unsubscribeToken(email, listId) {
    const body = Buffer.from(JSON.stringify({ e: email.toLowerCase(), l: listId })).toString('base64url');
    return `${body}.${this.tag(body)}`;
  }
  async unsubscribeWithToken(token) {
    const [body, sig] = String(token).split('.');
    if (!body || !sig) return false;
    const expected = Buffer.from(this.tag(body));
    const given = Buffer.from(sig);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    const { e, l } = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    if (l) await this.members.deleteMany({ listId: l, email: e });
    else await this.suppressed.updateOne({ _id: e }, { $set: { at: new Date() } }, { upsert: true });
    return true;
  }
}

/** Analytics facts with no payments (the audience read model is EA's). */
const noFacts = {
  paymentTotals: async () => ({
    totalRevenueCents: 0,
    totalCustomers: 0,
    avgOrderValueCents: 0,
    activeSubscriptions: 0,
    oneTimeRevenueCents: 0,
    monthlyRecurringRevenueCents: 0,
    netRevenueCents: 0,
  }),
  subscribedSince: async () => 0,
  listCount: async () => 1,
};

module.exports = { ListAudience, noFacts };
