import type { AggregateStore, Decision, OutboxMessage } from '@faithcraft/lib';
import type { SubscriptionDoc } from '../data/subscription-model.js';
import { endsAt, publicStatus, publishedFactsChanged } from '../domain/plan-rules.js';
import { subscriptionChanged } from '../events/commerce-events.js';

/** A change of a plan decided from its current state; null changes nothing. */
export type PlanChange = (current: SubscriptionDoc) => Partial<SubscriptionDoc> | null;

/**
 * Writes plan changes through the store so that every change of what users sees (status, or the
 * end of a cancelled plan's access) appends exactly one SubscriptionChanged with the write.
 */
export class PlanWriter {
  constructor(
    private readonly store: AggregateStore<SubscriptionDoc>,
    private readonly now: () => Date,
  ) {}

  /**
   * Applies `change` under the store's isolation; answers the plan as it now is (null: no plan).
   * `alsoPublish` adds facts of the same write (a paid period), appended only when it is written.
   */
  async change(
    userId: string,
    change: PlanChange,
    alsoPublish?: (before: SubscriptionDoc, after: SubscriptionDoc) => OutboxMessage[],
  ): Promise<SubscriptionDoc | null> {
    const outcome = await this.store.update(userId, (current) => this.decide(current, change(current), alsoPublish));
    if (!outcome) return null;
    return outcome.after ?? outcome.before;
  }

  private decide(
    current: SubscriptionDoc,
    patch: Partial<SubscriptionDoc> | null,
    alsoPublish?: (before: SubscriptionDoc, after: SubscriptionDoc) => OutboxMessage[],
  ): Decision | null {
    if (!patch) return null;
    const at = this.now();
    const next = { ...current, ...patch };
    const status = publicStatus(next.state);
    const publish = publishedFactsChanged(current, next);
    return {
      update: { $set: { ...patch, updatedAt: at, ...(publish ? { publishedStatus: status } : {}) } },
      events: [
        ...(publish ? subscriptionChanged(current._id, status, endsAt(next), at) : []),
        ...(alsoPublish?.(current, next) ?? []),
      ],
    };
  }
}
