import { Topics, eventsFor, type Decision } from '@faithcraft/lib';
import type { UserStore } from '../data/stores.js';
import type { UserDoc } from '../data/user-model.js';
import { generationAllowanceChanged } from '../events/user-events.js';
import { LIMIT_REACHED_MESSAGE, hasUnlimitedGenerations, splitHolds } from '../domain/allowance.js';

export type ReserveResult = { granted: true; unlimited: boolean } | { granted: false; message: string };

const ALLOWANCE_FIELDS = {
  role: 1,
  subscriptionStatus: 1,
  freeGenerationsUsed: 1,
  freeGenerationsLimit: 1,
  generationHolds: 1,
  generationHoldsSince: 1,
  subscriptionChangedAt: 1,
} as const;

const SWEEP_BATCH = 200;

/**
 * The generation allowance (spec 000 §5). A free user's generation first takes a hold (the image
 * id in `generationHolds`, its time in `generationHoldsSince`); ImageGenerated turns the hold into
 * a used generation, a failure releases it, and a hold that never settles is released after
 * `holdExpiryMs` (lazily by the next decision on the user, and by `releaseExpiredHolds`). Each
 * decision is an update-by-decision of the user store, so concurrent requests cannot overspend.
 */
export class AllowanceService {
  constructor(
    private readonly users: UserStore,
    private readonly holdExpiryMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Reserves one generation for `imageId`; idempotent per image. Null when the user does not exist. */
  async reserve(userId: string, imageId: string): Promise<ReserveResult | null> {
    const quick = await this.users.findById(userId, ALLOWANCE_FIELDS);
    if (!quick) return null;
    // Unlimited users take no hold, so they never wait on the user's isolation.
    if (hasUnlimitedGenerations(quick)) return { granted: true, unlimited: true };
    const outcome = await this.users.update<ReserveResult>(userId, (u) => {
      if (hasUnlimitedGenerations(u)) return { result: { granted: true, unlimited: true } };
      const holds = this.liveHolds(u);
      if (holds.live.includes(imageId)) return this.withHolds(u, holds.live, { granted: true, unlimited: false });
      if (u.freeGenerationsUsed + holds.live.length >= u.freeGenerationsLimit) {
        return this.withHolds(u, holds.live, { granted: false, message: LIMIT_REACHED_MESSAGE });
      }
      return this.withHolds(u, [...holds.live, imageId], { granted: true, unlimited: false });
    });
    return outcome?.result ?? null;
  }

  /** The image was made: its hold becomes one used generation. No hold (a redelivery, or expired), no charge. */
  commit(userId: string, imageId: string): Promise<boolean> {
    return this.settleHold(userId, imageId, true);
  }

  /** The generation failed (or will never run): the hold is released and nothing is charged. */
  release(userId: string, imageId: string): Promise<boolean> {
    return this.settleHold(userId, imageId, false);
  }

  /** The periodic sweep: releases every expired hold (no TTL index on FerretDB). Returns how many users changed. */
  async releaseExpiredHolds(): Promise<number> {
    const cutoff = this.now().getTime() - this.holdExpiryMs;
    const holders = await this.users.find(
      { holdsGeneration: true },
      {
        projection: { generationHolds: 1, generationHoldsSince: 1 },
        limit: SWEEP_BATCH,
      },
    );
    let changed = 0;
    for (const holder of holders) {
      const since = Object.values(holder.generationHoldsSince ?? {});
      if (!since.some((t) => new Date(t).getTime() <= cutoff)) continue;
      const outcome = await this.users.update(holder._id, (u) => {
        const holds = this.liveHolds(u);
        return holds.expired.length ? this.withHolds(u, holds.live, undefined) : null;
      });
      if (outcome?.after) changed++;
    }
    return changed;
  }

  private async settleHold(userId: string, imageId: string, charge: boolean): Promise<boolean> {
    // Events about users this service does not know (shared broker) cost no isolated write.
    if (!(await this.users.exists({ _id: userId, generationHolds: imageId }))) return false;
    const outcome = await this.users.update<boolean>(userId, (u) => {
      const holds = this.liveHolds(u);
      const held = holds.live.includes(imageId);
      if (!held && !holds.expired.length) return { result: false };
      const decision = this.withHolds(
        u,
        holds.live.filter((id) => id !== imageId),
        held,
      );
      if (!(held && charge)) return decision;
      const after = { ...u, freeGenerationsUsed: u.freeGenerationsUsed + 1 };
      return {
        ...decision,
        update: {
          ...decision.update,
          $set: { ...decision.update?.$set, freeGenerationsUsed: after.freeGenerationsUsed },
        },
        events: eventsFor(Topics.users, generationAllowanceChanged(after, 'generation', this.now())),
      };
    });
    return outcome?.result ?? false;
  }

  /** Mirrors the commerce service's plan; a change older than the last one applied changes nothing. */
  async mirrorSubscription(change: {
    userId: string;
    subscriptionStatus: string;
    endsAt: string | null;
    changedAt: string;
  }): Promise<boolean> {
    if (!(await this.users.exists({ _id: change.userId }))) return false;
    const changedAt = new Date(change.changedAt);
    const outcome = await this.users.update<boolean>(change.userId, (u) => {
      if (u.subscriptionChangedAt && u.subscriptionChangedAt.getTime() >= changedAt.getTime()) return { result: false };
      return {
        update: {
          $set: {
            subscriptionStatus: change.subscriptionStatus,
            subscriptionEndsAt: change.endsAt ? new Date(change.endsAt) : null,
            subscriptionChangedAt: changedAt,
          },
        },
        result: true,
      };
    });
    return outcome?.result ?? false;
  }

  private liveHolds(u: UserDoc) {
    return splitHolds(u.generationHolds ?? [], u.generationHoldsSince, this.now(), this.holdExpiryMs);
  }

  /** Writes `holds` (with their times; new ones held from now) when they differ from the stored ones. */
  private withHolds<R>(u: UserDoc, holds: string[], result: R): Decision<R> {
    const current = u.generationHoldsSince ?? {};
    const unchanged =
      holds.length === (u.generationHolds ?? []).length && holds.every((id) => current[id] !== undefined);
    if (unchanged) return { result };
    const now = this.now();
    const since = Object.fromEntries(holds.map((id) => [id, current[id] ?? now]));
    return {
      update: { $set: { generationHolds: holds, generationHoldsSince: since, holdsGeneration: holds.length > 0 } },
      result,
    };
  }
}
