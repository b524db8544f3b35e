import type { UserModel } from '../data/user-model.js';
import { LIMIT_REACHED_MESSAGE, hasUnlimitedGenerations } from '../domain/allowance.js';
import type { DocumentLocks } from '@faithcraft/lib';

export type ReserveResult = { granted: true; unlimited: boolean } | { granted: false; message: string };

const ALLOWANCE_FIELDS = {
  role: 1,
  subscriptionStatus: 1,
  freeGenerationsUsed: 1,
  freeGenerationsLimit: 1,
  generationHolds: 1,
  subscriptionChangedAt: 1,
} as const;

/**
 * The generation allowance (spec 000 §5). A free user's generation first takes a hold (the image
 * id in `generationHolds`); ImageGenerated turns the hold into a used generation, a failure
 * releases it. Each decision reads and writes under the user's lock (see DocumentLocks for why a
 * version compare-and-set is not enough on FerretDB), so concurrent requests cannot overspend.
 */
export class AllowanceService {
  constructor(
    private readonly users: UserModel,
    private readonly locks: DocumentLocks,
  ) {}

  /** Reserves one generation for `imageId`; idempotent per image. Null when the user does not exist. */
  async reserve(userId: string, imageId: string): Promise<ReserveResult | null> {
    const quick = await this.users.findById(userId, ALLOWANCE_FIELDS).lean();
    if (!quick) return null;
    // Unlimited users take no hold, so they never wait for the lock.
    if (hasUnlimitedGenerations(quick)) return { granted: true, unlimited: true };
    return this.locks.withLock(userId, async () => {
      const u = await this.users.findById(userId, ALLOWANCE_FIELDS).lean();
      if (!u) return null;
      if (hasUnlimitedGenerations(u)) return { granted: true, unlimited: true };
      const holds = u.generationHolds ?? [];
      if (holds.includes(imageId)) return { granted: true, unlimited: false };
      if (u.freeGenerationsUsed + holds.length >= u.freeGenerationsLimit) {
        return { granted: false, message: LIMIT_REACHED_MESSAGE };
      }
      await this.users.updateOne({ _id: userId }, { $push: { generationHolds: imageId } });
      return { granted: true, unlimited: false };
    });
  }

  /** The image was made: its hold becomes one used generation. No hold (a redelivery), no charge. */
  commit(userId: string, imageId: string): Promise<boolean> {
    return this.settleHold(userId, imageId, { $pull: { generationHolds: imageId }, $inc: { freeGenerationsUsed: 1 } });
  }

  /** The generation failed: the hold is released and nothing is charged. */
  release(userId: string, imageId: string): Promise<boolean> {
    return this.settleHold(userId, imageId, { $pull: { generationHolds: imageId } });
  }

  private async settleHold(userId: string, imageId: string, update: Record<string, unknown>): Promise<boolean> {
    // Events about users this service does not know (shared broker) cost no lock.
    if (!(await this.users.exists({ _id: userId, generationHolds: imageId }))) return false;
    return this.locks.withLock(userId, async () => {
      const held = await this.users.exists({ _id: userId, generationHolds: imageId });
      if (!held) return false;
      await this.users.updateOne({ _id: userId }, update);
      return true;
    });
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
    return this.locks.withLock(change.userId, async () => {
      const u = await this.users.findById(change.userId, ALLOWANCE_FIELDS).lean();
      if (!u) return false;
      if (u.subscriptionChangedAt && u.subscriptionChangedAt.getTime() >= changedAt.getTime()) return false;
      await this.users.updateOne(
        { _id: change.userId },
        {
          $set: {
            subscriptionStatus: change.subscriptionStatus,
            subscriptionEndsAt: change.endsAt ? new Date(change.endsAt) : null,
            subscriptionChangedAt: changedAt,
          },
        },
      );
      return true;
    });
  }
}
