import { Topics, eventsFor, isDuplicateKey, notFound, type Decision, type Logger } from '@faithcraft/lib';
import type { DeletedUserStore, IdentityStore, ResetTokenStore, SessionStore, UserStore } from '../data/stores.js';
import { USER_PROJECTION, type UserDoc } from '../data/user-model.js';
import {
  AdminMessages,
  checkCredits,
  checkDirectoryRequest,
  checkGenerations,
  checkListWindow,
  checkRole,
  checkSubscriptionStatus,
} from '../domain/admin-rules.js';
import {
  generationAllowanceChanged,
  userDeleted,
  userRoleChanged,
  type AllowanceChangeReason,
} from '../events/user-events.js';
import type { DirectoryPage, UserDirectoryIndex } from '../directory/directory-index.js';
import { badUserInput } from './errors.js';

export interface AdminUsersDeps {
  users: UserStore;
  sessions: SessionStore;
  tokens: ResetTokenStore;
  identities: IdentityStore;
  deletedUsers: DeletedUserStore;
  log: Logger;
  now: () => Date;
  /** The admin user directory (search index): the users table's pages. */
  directory: Pick<UserDirectoryIndex, 'page'>;
  /** Resolves once the directory shows the user's latest state (or its removal). */
  shown: (userId: string) => Promise<void>;
}

function check(problem: string | null): void {
  if (problem) throw badUserInput(problem);
}

/**
 * User administration (spec 001 §7). Callers have already been checked to be admins. Every change
 * is an update-by-decision of the user store, so it cannot cross a concurrent reservation or charge.
 */
export class AdminUsers {
  constructor(private readonly deps: AdminUsersDeps) {}

  list(limit: number, offset: number): Promise<UserDoc[]> {
    check(checkListWindow(limit, offset));
    return this.deps.users.find({}, { projection: USER_PROJECTION, sort: { createdAt: -1 }, skip: offset, limit });
  }

  /** The users table (spec 001 §2): newest first, searched by e-mail or name, paged; from the directory index. */
  directoryPage(search: string | null | undefined, limit: number, offset: number): Promise<DirectoryPage> {
    const text = (search ?? '').trim();
    check(checkDirectoryRequest(text, limit, offset));
    return this.deps.directory.page(text, limit, offset);
  }

  setGenerations(userId: string, used: number, limit: number): Promise<UserDoc> {
    check(checkGenerations(used, limit));
    return this.changeAllowance(userId, 'admin-set', () => ({ used, limit }));
  }

  async setRole(callerId: string, userId: string, role: string): Promise<UserDoc> {
    check(checkRole(role));
    if (role !== 'admin') {
      const target = await this.deps.users.findById(userId, { role: 1 });
      if (!target) throw notFound(AdminMessages.userNotFound);
      if (target.role === 'admin' && (await this.deps.users.countDocuments({ role: 'admin' })) <= 1) {
        throw badUserInput(AdminMessages.lastAdmin);
      }
    }
    const user = await this.change(userId, (u) =>
      u.role === role
        ? null
        : {
            update: { $set: { role } },
            events: eventsFor(Topics.users, userRoleChanged(userId, role, u.role, this.deps.now())),
          },
    );
    this.deps.log.info({ callerId, userId, role }, 'role changed by admin');
    return user;
  }

  setSubscription(userId: string, status: string | null | undefined): Promise<UserDoc> {
    check(checkSubscriptionStatus(status));
    // Set by hand now: newer than any commerce event already sent, so those do not undo it.
    return this.change(userId, () => ({
      update: {
        $set: { subscriptionStatus: status, subscriptionEndsAt: null, subscriptionChangedAt: this.deps.now() },
      },
    }));
  }

  /** Used back to 0 and pending holds dropped (a generation in flight is then not charged). */
  resetGenerations(userId: string): Promise<UserDoc> {
    return this.changeAllowance(userId, 'admin-reset', (u) => ({ used: 0, limit: u.freeGenerationsLimit }), {
      generationHolds: [],
      generationHoldsSince: {},
      holdsGeneration: false,
    });
  }

  addCredits(userId: string, credits: number): Promise<UserDoc> {
    check(checkCredits(credits));
    return this.changeAllowance(userId, 'admin-credits', (u) => ({
      used: u.freeGenerationsUsed,
      limit: u.freeGenerationsLimit + credits,
    }));
  }

  /**
   * Deletes the account. The tombstone (with UserDeleted, and any of the user's events not yet
   * published) is written first; a crash before the removals finish is completed at next start.
   */
  async delete(callerId: string, userId: string): Promise<void> {
    if (callerId === userId) throw badUserInput(AdminMessages.deleteSelf);
    if (!(await this.deps.users.exists({ _id: userId }))) throw notFound(AdminMessages.userNotFound);
    const deletedAt = this.deps.now();
    // The user's events not yet published go out with the tombstone (the user document is removed).
    const pending = await this.deps.users.pendingEvents(userId);
    const events = [...pending, ...eventsFor(Topics.users, userDeleted(userId, deletedAt))];
    try {
      await this.deps.deletedUsers.create({ _id: userId, deletedAt, deletedBy: callerId, completed: false }, events);
    } catch (err) {
      // Deleted before and not finished (a crash): finish it below without a second event.
      if (!isDuplicateKey(err)) throw err;
    }
    await this.removeAccountData(userId);
    await this.deps.shown(userId);
    this.deps.log.info({ callerId, userId }, 'account deleted by admin');
  }

  /** Finishes deletions interrupted by a crash (called at start). */
  async resumeDeletions(): Promise<number> {
    const unfinished = await this.deps.deletedUsers.find({ completed: false }, { projection: { _id: 1 }, limit: 1000 });
    for (const { _id } of unfinished) await this.removeAccountData(_id);
    return unfinished.length;
  }

  private async removeAccountData(userId: string): Promise<void> {
    await this.deps.sessions.deleteMany({ userId });
    await this.deps.tokens.deleteMany({ userId });
    await this.deps.identities.deleteMany({ userId });
    await this.deps.users.deleteById(userId);
    // Through the store, isolated from the relay clearing the tombstone's outbox.
    await this.deps.deletedUsers.apply(userId, { $set: { completed: true } });
  }

  /**
   * Sets the allowance `figures` decides from the current state (plus `alsoSet`), announcing
   * GenerationAllowanceChanged with the figures after the change when used or limit moved.
   */
  private changeAllowance(
    userId: string,
    reason: AllowanceChangeReason,
    figures: (u: UserDoc) => { used: number; limit: number },
    alsoSet: Record<string, unknown> = {},
  ): Promise<UserDoc> {
    return this.change(userId, (u) => {
      const { used, limit } = figures(u);
      const moved = used !== u.freeGenerationsUsed || limit !== u.freeGenerationsLimit;
      const set = { ...alsoSet, ...(moved ? { freeGenerationsUsed: used, freeGenerationsLimit: limit } : {}) };
      if (!Object.keys(set).length) return null;
      const after = { _id: userId, freeGenerationsUsed: used, freeGenerationsLimit: limit };
      return {
        update: { $set: set },
        events: moved ? eventsFor(Topics.users, generationAllowanceChanged(after, reason, this.deps.now())) : [],
      };
    });
  }

  /** An update-by-decision of one user (isolated from reservations and charges); the user as it now is. */
  private async change(userId: string, decide: (u: UserDoc) => Decision | null): Promise<UserDoc> {
    const { users } = this.deps;
    const user = (await users.update(userId, decide)) ? await users.findById(userId, USER_PROJECTION) : null;
    if (!user) throw notFound(AdminMessages.userNotFound);
    // The admin's table refreshes after the dialog's change: let it show the change.
    await this.deps.shown(userId);
    return user;
  }
}
