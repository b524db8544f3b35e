import type { RateRule } from '@faithcraft/lib';

/** Abuse limits owned by the users service. Fixed windows: simple, and enough against guessing. */

const MINUTE = 60_000;

export const RateRules = {
  /** Sign-ins per e-mail address (known or not, so the limit reveals nothing); a success clears them. */
  signInAttempts: { name: 'signin', limit: 10, windowMs: 15 * MINUTE },
  /** Change-password attempts per account; a success clears them. */
  changePasswordAttempts: { name: 'change-password', limit: 10, windowMs: 15 * MINUTE },
  /** Reset e-mails per address; beyond it the request is answered the same but nothing is sent. */
  resetRequests: { name: 'reset-request', limit: 5, windowMs: 60 * MINUTE },
  /** Attempts to use one reset token. */
  resetAttempts: { name: 'reset-attempt', limit: 10, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateRule>;

export const RateMessages = {
  signIn: 'Too many sign-in attempts. Please try again in 15 minutes.',
  changePassword: 'Too many attempts. Please try again in 15 minutes.',
  resetAttempts: 'Too many attempts with this reset link. Please request a new one later.',
} as const;
