import type { Logger, RateLimiter } from '@faithcraft/lib';
import type { ResetTokenStore, SessionStore, UserStore } from '../data/stores.js';
import { AccountMessages, validateResetPassword } from '../domain/account-rules.js';
import { Messages, isValidEmail, normalizeEmail } from '../domain/credentials.js';
import { hashPassword } from '../domain/passwords.js';
import { RateMessages, RateRules } from '../domain/rate-limits.js';
import {
  hashResetToken,
  isResetTokenExpired,
  looksLikeResetToken,
  newResetToken,
  resetTokenExpiry,
  resetUrl,
} from '../domain/reset-tokens.js';
import { failed, succeeded, tooManyRequests, type ActionResult } from './errors.js';
import type { MailClient } from './mail-client.js';
import { endUserSessions } from './sessions.js';

export interface PasswordResetDeps {
  users: UserStore;
  tokens: ResetTokenStore;
  sessions: SessionStore;
  limiter: RateLimiter;
  mail: MailClient;
  log: Logger;
  now: () => Date;
  ttlMinutes: number;
  publicUrl: string;
}

/** Forgot password and reset password (spec 000 §2). */
export class PasswordReset {
  private readonly background = new Set<Promise<void>>();

  constructor(private readonly deps: PasswordResetDeps) {}

  /**
   * Answers at once and the same for every valid address: the lookup, the token and the mail
   * happen in the background, so neither the text nor the timing reveals whether it has an account.
   */
  request(email: string): ActionResult {
    const normalized = normalizeEmail(email);
    if (!isValidEmail(normalized)) return failed([{ field: 'email', message: Messages.invalidEmail }]);
    const job = this.sendResetLink(normalized).catch((err: unknown) => {
      this.deps.log.error({ err }, 'password reset e-mail not sent');
    });
    this.background.add(job);
    void job.finally(() => this.background.delete(job));
    return succeeded(AccountMessages.resetRequested);
  }

  /** Waits for reset e-mails still being sent (graceful shutdown, tests). */
  async drain(): Promise<void> {
    await Promise.all([...this.background]);
  }

  private async sendResetLink(email: string): Promise<void> {
    const { users, tokens, limiter, log } = this.deps;
    if (!(await limiter.hit(RateRules.resetRequests, email))) {
      log.warn('password reset requests for one address over the limit; nothing sent');
      return;
    }
    const user = await users.findOne({ email }, { _id: 1, firstName: 1 });
    if (!user) return;
    const now = this.deps.now();
    const token = newResetToken();
    // A newer link replaces every older one of the account; links nobody used are pruned here too.
    await tokens.deleteMany({ userId: user._id });
    await tokens.deleteMany({ expiresAt: { $lt: now } });
    await tokens.create({
      _id: hashResetToken(token),
      userId: user._id,
      createdAt: now,
      expiresAt: resetTokenExpiry(now, this.deps.ttlMinutes),
    });
    const messageId = await this.deps.mail.send({
      template: 'password-reset',
      to: email,
      userId: user._id,
      data: {
        firstName: user.firstName,
        resetUrl: resetUrl(this.deps.publicUrl, token),
        expiresInMinutes: this.deps.ttlMinutes,
      },
    });
    log.info({ userId: user._id, messageId }, 'password reset link sent');
  }

  /** Sets a new password with a single-use token and ends all of the account's sessions. */
  async reset(token: string, password: string): Promise<ActionResult> {
    const errors = validateResetPassword(password);
    if (errors.length) return failed(errors);
    const invalid = failed([], AccountMessages.resetLinkInvalid);
    if (!looksLikeResetToken(token)) return invalid;
    const tokenHash = hashResetToken(token);
    if (!(await this.deps.limiter.hit(RateRules.resetAttempts, tokenHash))) {
      throw tooManyRequests(RateMessages.resetAttempts);
    }
    const { tokens, users } = this.deps;
    const stored = await tokens.findById(tokenHash);
    if (!stored || isResetTokenExpired(stored.expiresAt, this.deps.now())) return invalid;
    const passwordHash = await hashPassword(password);
    // Used up by deleting it: of two concurrent uses exactly one deletes the document.
    if (!(await tokens.deleteById(tokenHash))) return invalid;
    const { userId } = stored;
    if (!(await users.apply(userId, { $set: { passwordHash } }))) return invalid;
    const ended = await endUserSessions(this.deps.sessions, userId, this.deps.now());
    this.deps.log.info({ userId, endedSessions: ended }, 'password reset');
    return succeeded(AccountMessages.resetDone);
  }
}
