import type { Logger } from '@faithcraft/lib';
import type { UserModel } from '../data/user-model.js';
import { LIMIT_REACHED_MESSAGE, hasUnlimitedGenerations } from '../domain/allowance.js';

export type ReserveResult = { granted: true; unlimited: boolean } | { granted: false; message: string };

const MAX_ATTEMPTS = 40;

/**
 * The generation allowance (spec 000 §5). A free user's generation first takes a hold (the image
 * id in `generationHolds`); ImageGenerated turns the hold into a used generation, a failure
 * releases it. Every decision is a compare-and-set on `allowanceVersion`, because FerretDB has no
 * `$expr` to compare two fields inside an update filter.
 */
export class AllowanceService {
  constructor(
    private readonly users: UserModel,
    private readonly log: Logger,
  ) {}

  /** Reserves one generation for `imageId`; idempotent per image. Null when the user does not exist. */
  async reserve(userId: string, imageId: string): Promise<ReserveResult | null> {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const u = await this.users
        .findById(userId, {
          role: 1,
          subscriptionStatus: 1,
          freeGenerationsUsed: 1,
          freeGenerationsLimit: 1,
          generationHolds: 1,
          allowanceVersion: 1,
        })
        .lean();
      if (!u) return null;
      if (hasUnlimitedGenerations(u)) return { granted: true, unlimited: true };
      const holds = u.generationHolds ?? [];
      if (holds.includes(imageId)) return { granted: true, unlimited: false };
      if (u.freeGenerationsUsed + holds.length >= u.freeGenerationsLimit) {
        return { granted: false, message: LIMIT_REACHED_MESSAGE };
      }
      const version = u.allowanceVersion;
      const result = await this.users.updateOne(
        { _id: userId, allowanceVersion: version === undefined ? { $exists: false } : version },
        { $push: { generationHolds: imageId }, $inc: { allowanceVersion: 1 } },
      );
      if (result.matchedCount === 1) return { granted: true, unlimited: false };
      // Someone else changed the allowance since we read it: read again and decide again.
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(50, attempt * 5)));
    }
    this.log.warn({ userId, imageId }, 'allowance reservation kept conflicting');
    throw new Error('allowance is busy; try again');
  }

  /**
   * The image was made: the hold becomes one used generation. One conditional update (the filter
   * requires the hold), so a redelivered event finds no hold and charges nothing.
   */
  async commit(userId: string, imageId: string): Promise<boolean> {
    const result = await this.users.updateOne(
      { _id: userId, generationHolds: imageId },
      { $pull: { generationHolds: imageId }, $inc: { freeGenerationsUsed: 1, allowanceVersion: 1 } },
    );
    return result.modifiedCount === 1;
  }

  /** The generation failed: the hold is released and nothing is charged. */
  async release(userId: string, imageId: string): Promise<boolean> {
    const result = await this.users.updateOne(
      { _id: userId, generationHolds: imageId },
      { $pull: { generationHolds: imageId }, $inc: { allowanceVersion: 1 } },
    );
    return result.modifiedCount === 1;
  }

  /** Mirrors the commerce service's plan; an event older than the last one applied changes nothing. */
  async mirrorSubscription(change: {
    userId: string;
    subscriptionStatus: string;
    endsAt: string | null;
    changedAt: string;
  }): Promise<boolean> {
    const changedAt = new Date(change.changedAt);
    const result = await this.users.updateOne(
      {
        _id: change.userId,
        $or: [{ subscriptionChangedAt: null }, { subscriptionChangedAt: { $lt: changedAt } }],
      },
      {
        $set: {
          subscriptionStatus: change.subscriptionStatus,
          subscriptionEndsAt: change.endsAt ? new Date(change.endsAt) : null,
          subscriptionChangedAt: changedAt,
        },
        $inc: { allowanceVersion: 1 },
      },
    );
    return result.modifiedCount === 1;
  }
}
