import { unauthenticated, type Identity, type RateLimiter } from '@faithcraft/lib';
import type { SessionStore, UserStore } from '../data/stores.js';
import { USER_PROJECTION, type UserDoc } from '../data/user-model.js';
import { AccountMessages, displayName, validateNewPassword, validateProfile } from '../domain/account-rules.js';
import { MAX_PASSWORD } from '../domain/credentials.js';
import { hashPassword, verifyPassword } from '../domain/passwords.js';
import { RateMessages, RateRules } from '../domain/rate-limits.js';
import { failed, succeeded, tooManyRequests, type ActionResult } from './errors.js';
import { endUserSessions } from './sessions.js';

export interface ProfilesDeps {
  users: UserStore;
  sessions: SessionStore;
  limiter: RateLimiter;
  now: () => Date;
}

export type ProfileResult =
  { ok: true; user: UserDoc } | { ok: false; message: string | null; fieldErrors: ActionResult['fieldErrors'] };

export interface PublicProfileView {
  id: string;
  displayName: string;
  profileImageUrl: string | null;
  role: string;
  createdAt: string;
}

/** The signed-in user's own profile and password, and public creator pages (spec 000 §2, §3). */
export class Profiles {
  constructor(private readonly deps: ProfilesDeps) {}

  async update(
    userId: string,
    input: { firstName?: string | null; lastName?: string | null; isProfilePublic?: boolean | null },
  ): Promise<ProfileResult> {
    const { errors, set } = validateProfile(input);
    if (errors.length) return { ok: false, message: errors[0]!.message, fieldErrors: errors };
    const changed = await this.deps.users.update(userId, () =>
      Object.keys(set).length === 0 ? null : { update: { $set: set } },
    );
    const user = changed && (await this.deps.users.findById(userId, USER_PROJECTION));
    if (!user) throw unauthenticated();
    return { ok: true, user };
  }

  /** Checks the current password, sets the new one and ends the account's other sessions. */
  async changePassword(identity: Identity, currentPassword: string, newPassword: string): Promise<ActionResult> {
    const errors = validateNewPassword(newPassword);
    if (errors.length) return failed(errors);
    const { users, limiter } = this.deps;
    const rule = RateRules.changePasswordAttempts;
    if ((await limiter.isExceeded(rule, identity.userId)) || !(await limiter.hit(rule, identity.userId))) {
      throw tooManyRequests(RateMessages.changePassword);
    }
    const user = await users.findById(identity.userId, { passwordHash: 1 });
    if (!user) throw unauthenticated();
    const valid = currentPassword.length <= MAX_PASSWORD && (await verifyPassword(user.passwordHash, currentPassword));
    if (!valid) return failed([{ field: 'currentPassword', message: AccountMessages.currentPasswordIncorrect }]);
    const passwordHash = await hashPassword(newPassword);
    await users.apply(user._id, { $set: { passwordHash } });
    await limiter.clear(rule, identity.userId);
    await endUserSessions(this.deps.sessions, user._id, this.deps.now(), identity.sessionId);
    return succeeded(AccountMessages.passwordChanged);
  }

  /** A creator page: only for an existing user whose profile is public. */
  async publicProfile(userId: string): Promise<PublicProfileView | null> {
    const user = await this.deps.users.findById(userId, {
      firstName: 1,
      lastName: 1,
      profileImageUrl: 1,
      role: 1,
      createdAt: 1,
      isProfilePublic: 1,
    });
    if (!user || user.isProfilePublic === false) return null;
    return {
      id: user._id,
      displayName: displayName(user.firstName, user.lastName),
      profileImageUrl: user.profileImageUrl,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
    };
  }
}
