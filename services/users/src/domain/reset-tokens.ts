import { createHash, randomBytes } from 'node:crypto';

/** Password reset links (spec 000 §2 "Reset password"): single use, short-lived, stored only as a hash. */
export const RESET_TOKEN_BYTES = 32;

export const newResetToken = (): string => randomBytes(RESET_TOKEN_BYTES).toString('base64url');

export const hashResetToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A well-formed token is 43 base64url characters; anything else is not worth a database lookup. */
export const looksLikeResetToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);

export function resetTokenExpiry(now: Date, ttlMinutes: number): Date {
  return new Date(now.getTime() + ttlMinutes * 60_000);
}

export function isResetTokenExpired(expiresAt: Date, now: Date): boolean {
  return expiresAt.getTime() <= now.getTime();
}

export function resetUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}
