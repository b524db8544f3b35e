import { randomUUID } from 'node:crypto';
import { Topics, eventsFor, isDuplicateKey, signSession, type Logger, type RateLimiter } from '@faithcraft/lib';
import type { IdentityStore, SessionStore, UserStore } from '../data/stores.js';
import { USER_PROJECTION, type UserDoc } from '../data/user-model.js';
import { hashSessionId, newSessionId } from '../data/session-model.js';
import {
  Messages,
  cleanName,
  normalizeEmail,
  validateSignIn,
  validateSignUp,
  type FieldError,
} from '../domain/credentials.js';
import { splitHolds } from '../domain/allowance.js';
import { hashPassword, verifyPassword } from '../domain/passwords.js';
import { RateMessages, RateRules } from '../domain/rate-limits.js';
import { userSignedUp } from '../events/user-events.js';
import { tooManyRequests } from './errors.js';

export interface AccountsDeps {
  users: UserStore;
  identities: IdentityStore;
  sessions: SessionStore;
  log: Logger;
  sessionSecret: string;
  sessionTtlSeconds: number;
  freeGenerationsLimit: number;
  /** After this long an unsettled generation hold no longer counts (decision 0004). */
  holdExpiryMs: number;
  now: () => Date;
  limiter: RateLimiter;
  /** Tells the outbox relay there is something to publish now. */
}

export type AuthResult =
  { ok: true; user: UserDoc; sessionToken: string } | { ok: false; message: string; fieldErrors: FieldError[] };

interface NewAccount {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  role?: string;
}

/** Account use cases: sign-up, sign-in, sign-out, session lookup. */
export class Accounts {
  constructor(readonly deps: AccountsDeps) {}

  /** Creates the account and signs it in. */
  async signUp(input: NewAccount): Promise<AuthResult> {
    const created = await this.createAccount(input);
    if (!created.ok) return created;
    return { ok: true, user: created.user, sessionToken: await this.startSession(created.user._id) };
  }

  private async createAccount(
    input: NewAccount,
  ): Promise<{ ok: true; user: UserDoc } | { ok: false; message: string; fieldErrors: FieldError[] }> {
    const fieldErrors = validateSignUp(input);
    if (fieldErrors.length) return { ok: false, message: fieldErrors[0]!.message, fieldErrors };

    const now = new Date();
    const user = {
      _id: randomUUID(),
      email: normalizeEmail(input.email),
      passwordHash: await hashPassword(input.password),
      firstName: cleanName(input.firstName),
      lastName: cleanName(input.lastName),
      profileImageUrl: null,
      role: input.role ?? 'user',
      subscriptionStatus: 'inactive',
      freeGenerationsUsed: 0,
      freeGenerationsLimit: this.deps.freeGenerationsLimit,
      generationHolds: [],
      isProfilePublic: true,
      subscriptionEndsAt: null,
      subscriptionChangedAt: null,
      createdAt: now,
      updatedAt: now,
    };
    try {
      // The account and its UserSignedUp event are one document write: both or neither.
      await this.deps.users.create(user, eventsFor(Topics.users, userSignedUp(user)));
    } catch (err) {
      if (isDuplicateKey(err)) {
        return {
          ok: false,
          message: Messages.emailTaken,
          fieldErrors: [{ field: 'email', message: Messages.emailTaken }],
        };
      }
      throw err;
    }
    this.deps.log.info({ userId: user._id }, 'account created');
    return { ok: true, user };
  }

  async signIn(input: { email: string; password: string }): Promise<AuthResult> {
    const fieldErrors = validateSignIn(input);
    if (fieldErrors.length) return { ok: false, message: fieldErrors[0]!.message, fieldErrors };
    const email = normalizeEmail(input.email);
    // Counted per address whether or not it has an account, so the limit reveals nothing either.
    const { limiter } = this.deps;
    // The attempt is counted before the password is checked, so a burst cannot outrun the count.
    const rule = RateRules.signInAttempts;
    if ((await limiter.isExceeded(rule, email)) || !(await limiter.hit(rule, email))) {
      throw tooManyRequests(RateMessages.signIn);
    }
    const user = await this.deps.users.findOne({ email });
    // Same message and same hashing work whether or not the address exists.
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (!user || !valid) return { ok: false, message: Messages.invalidCredentials, fieldErrors: [] };
    await limiter.clear(rule, email);
    return { ok: true, user, sessionToken: await this.startSession(user._id) };
  }

  async signOut(sessionId: string): Promise<void> {
    await this.deps.sessions.update(hashSessionId(sessionId), (s) =>
      s.revokedAt ? null : { update: { $set: { revokedAt: new Date() } } },
    );
  }

  /** The live session's user, or null when the session ended, expired or the user is gone. */
  async resolveSession(sessionId: string): Promise<{ userId: string; role: string } | null> {
    const session = await this.deps.sessions.findById(hashSessionId(sessionId));
    if (!session || session.revokedAt || session.expiresAt.getTime() <= Date.now()) return null;
    const user = await this.deps.users.findById(session.userId, { role: 1 });
    return user ? { userId: user._id, role: user.role } : null;
  }

  /** The user as the API shows it: a generation hold past its expiry no longer counts (it is released by the next write or sweep). */
  async findUser(userId: string): Promise<UserDoc | null> {
    const user = await this.deps.users.findById(userId, USER_PROJECTION);
    if (!user?.generationHolds?.length) return user;
    const { live } = splitHolds(
      user.generationHolds,
      user.generationHoldsSince,
      this.deps.now(),
      this.deps.holdExpiryMs,
    );
    return { ...user, generationHolds: live };
  }

  /** Creates the configured admin account once; later starts leave it as it is. */
  async ensureAdmin(email: string, password: string): Promise<void> {
    if (!email || !password) return;
    if (await this.deps.users.exists({ email: normalizeEmail(email) })) return;
    const result = await this.createAccount({ email, password, firstName: 'Admin', role: 'admin' });
    if (!result.ok && result.message !== Messages.emailTaken) {
      throw new Error(`bootstrap admin not created: ${result.message}`);
    }
    if (result.ok) this.deps.log.info({ email: normalizeEmail(email) }, 'bootstrap admin created');
  }

  async startSession(userId: string): Promise<string> {
    const sessionId = newSessionId();
    const now = Date.now();
    await this.deps.sessions.create({
      _id: hashSessionId(sessionId),
      userId,
      createdAt: new Date(now),
      expiresAt: new Date(now + this.deps.sessionTtlSeconds * 1000),
      revokedAt: null,
    });
    return signSession({ userId, sessionId }, this.deps.sessionSecret, this.deps.sessionTtlSeconds);
  }
}
