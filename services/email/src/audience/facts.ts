import type { AudienceStores, PaymentDoc } from './read-model.js';

/** Payment figures from commerce's events (integer cents). */
export interface PaymentTotals {
  totalRevenueCents: number;
  /** People who paid at least once (a purchase or a plan period). */
  totalCustomers: number;
  avgOrderValueCents: number;
  activeSubscriptions: number;
  oneTimeRevenueCents: number;
  /** Plan periods that cover now: what the active subscriptions bring per month. */
  monthlyRecurringRevenueCents: number;
  /** No refund events exist yet, so net equals total; kept separate for when they do. */
  netRevenueCents: number;
}

/** What EB's analytics read from the audience read model. */
export class AudienceFacts {
  constructor(
    private readonly stores: Pick<AudienceStores, 'paymentModel' | 'users'>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async paymentTotals(): Promise<PaymentTotals> {
    const now = this.now().getTime();
    let total = 0;
    let oneTime = 0;
    let mrr = 0;
    let count = 0;
    const customers = new Set<string>();
    const cursor = this.stores.paymentModel.find({}).lean<PaymentDoc>().cursor({ batchSize: 1000 });
    for await (const p of cursor) {
      total += p.amountCents;
      count++;
      customers.add(p.userId);
      if (p.kind === 'purchase') oneTime += p.amountCents;
      else if (p.periodEnd && new Date(p.periodEnd).getTime() > now && new Date(p.paidAt).getTime() <= now)
        mrr += p.amountCents;
    }
    const activeSubscriptions = await this.stores.users.countDocuments({ plan: 'active', deletedAt: null });
    return {
      totalRevenueCents: total,
      totalCustomers: customers.size,
      avgOrderValueCents: count ? Math.round(total / count) : 0,
      activeSubscriptions,
      oneTimeRevenueCents: oneTime,
      monthlyRecurringRevenueCents: mrr,
      netRevenueCents: total,
    };
  }

  /** How many of `userIds` activated the Family Plan at or after `since` (conversion attribution). */
  async subscribedSince(userIds: string[], since: Date): Promise<number> {
    let converted = 0;
    const unique = [...new Set(userIds)];
    // Equality lookups by _id in small parallel groups: fast on FerretDB, where $in is not pushed down.
    for (let i = 0; i < unique.length; i += 50) {
      const docs = await Promise.all(
        unique.slice(i, i + 50).map((id) => this.stores.users.findById(id, { activatedAt: 1, plan: 1 })),
      );
      converted += docs.filter((d) => d?.activatedAt && new Date(d.activatedAt) >= since).length;
    }
    return converted;
  }

  /** The contract's name for `subscribedSince`. */
  conversionsAfter(userIds: string[], since: Date): Promise<number> {
    return this.subscribedSince(userIds, since);
  }
}
