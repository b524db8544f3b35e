import { Topics, notFound, withOutbox, type DocumentLocks, type Logger } from '@faithcraft/lib';
import { externalIdentityModel } from '../data/external-identity-model.js';
import type { DeletedUserModel } from '../data/deleted-user-model.js';
import type { ResetTokenModel } from '../data/reset-token-model.js';
import type { SessionModel } from '../data/session-model.js';
import { USER_PROJECTION, type UserDoc, type UserModel } from '../data/user-model.js';
import {
  AdminMessages,
  checkCredits,
  checkGenerations,
  checkListWindow,
  checkRole,
  checkSubscriptionStatus,
} from '../domain/admin-rules.js';
import { userDeleted } from '../events/user-events.js';
import { badUserInput } from './errors.js';

export interface AdminUsersDeps {
  users: UserModel;
  sessions: SessionModel;
  tokens: ResetTokenModel;
  deletedUsers: DeletedUserModel;
  locks: DocumentLocks;
  log: Logger;
  now: () => Date;
  onEventsWritten: () => void;
}

const DUPLICATE_KEY = 11000;

function check(problem: string | null): void {
  if (problem) throw badUserInput(problem);
}

/**
 * User administration (spec 001 §7). Callers have already been checked to be admins. Every change
 * is made under the user's lock, so it cannot cross a concurrent reservation or charge.
 */
export class AdminUsers {
  constructor(private readonly deps: AdminUsersDeps) {}

  list(limit: number, offset: number): Promise<UserDoc[]> {
    check(checkListWindow(limit, offset));
    return this.deps.users.find({}, USER_PROJECTION).sort({ createdAt: -1 }).skip(offset).limit(limit).lean();
  }

  setGenerations(userId: string, used: number, limit: number): Promise<UserDoc> {
    check(checkGenerations(used, limit));
    return this.change(userId, {
      $set: { freeGenerationsUsed: used, freeGenerationsLimit: limit },
    });
  }

  async setRole(callerId: string, userId: string, role: string): Promise<UserDoc> {
    check(checkRole(role));
    if (role !== 'admin') {
      const target = await this.deps.users.findById(userId, { role: 1 }).lean();
      if (!target) throw notFound(AdminMessages.userNotFound);
      if (target.role === 'admin' && (await this.deps.users.countDocuments({ role: 'admin' })) <= 1) {
        throw badUserInput(AdminMessages.lastAdmin);
      }
    }
    const user = await this.change(userId, { $set: { role } });
    this.deps.log.info({ callerId, userId, role }, 'role changed by admin');
    return user;
  }

  setSubscription(userId: string, status: string | null | undefined): Promise<UserDoc> {
    check(checkSubscriptionStatus(status));
    // Set by hand now: newer than any commerce event already sent, so those do not undo it.
    return this.change(userId, {
      $set: { subscriptionStatus: status, subscriptionEndsAt: null, subscriptionChangedAt: this.deps.now() },
    });
  }

  /** Used back to 0 and pending holds dropped (a generation in flight is then not charged). */
  resetGenerations(userId: string): Promise<UserDoc> {
    return this.change(userId, {
      $set: { freeGenerationsUsed: 0, generationHolds: [] },
    });
  }

  addCredits(userId: string, credits: number): Promise<UserDoc> {
    check(checkCredits(credits));
    return this.change(userId, { $inc: { freeGenerationsLimit: credits } });
  }

  /**
   * Deletes the account. The tombstone (with UserDeleted, and any of the user's events not yet
   * published) is written first; a crash before the removals finish is completed at next start.
   */
  async delete(callerId: string, userId: string): Promise<void> {
    if (callerId === userId) throw badUserInput(AdminMessages.deleteSelf);
    const user = await this.deps.users.findById(userId, { _outbox: 1 }).lean();
    if (!user) throw notFound(AdminMessages.userNotFound);
    const deletedAt = this.deps.now();
    const pending = (user._outbox ?? []).map((m) => m.envelope);
    const outbox = withOutbox(Topics.users, ...pending, userDeleted(userId, deletedAt));
    try {
      await this.deps.deletedUsers.create({ _id: userId, deletedAt, deletedBy: callerId, completed: false, ...outbox });
    } catch (err) {
      // Deleted before and not finished (a crash): finish it below without a second event.
      if ((err as { code?: number }).code !== DUPLICATE_KEY) throw err;
    }
    this.deps.onEventsWritten();
    await this.removeAccountData(userId);
    this.deps.log.info({ callerId, userId }, 'account deleted by admin');
  }

  /** Finishes deletions interrupted by a crash (called at start). */
  async resumeDeletions(): Promise<number> {
    const unfinished = await this.deps.deletedUsers.find({ completed: false }, { _id: 1 }).limit(1000).lean();
    for (const { _id } of unfinished) await this.removeAccountData(_id);
    return unfinished.length;
  }

  private async removeAccountData(userId: string): Promise<void> {
    await this.deps.sessions.deleteMany({ userId });
    await this.deps.tokens.deleteMany({ userId });
    await externalIdentityModel(this.deps.users.db).deleteMany({ userId });
    await this.deps.users.deleteOne({ _id: userId });
    // Under the lock the relay also takes to clear the tombstone's outbox, or one undoes the other.
    await this.deps.locks.withLock(userId, () =>
      this.deps.deletedUsers.updateOne({ _id: userId }, { $set: { completed: true } }),
    );
  }

  private async change(userId: string, update: Record<string, unknown>): Promise<UserDoc> {
    const { users, locks } = this.deps;
    // updateOne, then read: FerretDB's findAndModify does not take a projection.
    const user = await locks.withLock(userId, async () =>
      (await users.updateOne({ _id: userId }, update)).matchedCount
        ? users.findById(userId, USER_PROJECTION).lean()
        : null,
    );
    if (!user) throw notFound(AdminMessages.userNotFound);
    return user;
  }
}
