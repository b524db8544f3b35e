import { createHash } from 'node:crypto';
import {
  hashResetToken,
  isResetTokenExpired,
  looksLikeResetToken,
  newResetToken,
  resetTokenExpiry,
  resetUrl,
} from '../src/domain/reset-tokens';

describe('password reset tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const a = newResetToken();
    const b = newResetToken();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(looksLikeResetToken(a)).toBe(true);
    expect(looksLikeResetToken(`${a}x`)).toBe(false);
    expect(looksLikeResetToken('')).toBe(false);
  });

  it('are stored as their SHA-256 only', () => {
    const token = newResetToken();
    expect(hashResetToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashResetToken(token)).not.toContain(token);
  });

  it('expire after the TTL', () => {
    const issued = new Date('2026-01-01T10:00:00Z');
    const expiresAt = resetTokenExpiry(issued, 60);
    expect(expiresAt.toISOString()).toBe('2026-01-01T11:00:00.000Z');
    expect(isResetTokenExpired(expiresAt, new Date('2026-01-01T10:59:59Z'))).toBe(false);
    expect(isResetTokenExpired(expiresAt, new Date('2026-01-01T11:00:00Z'))).toBe(true);
  });

  it('link to the reset page of the public URL', () => {
    expect(resetUrl('https://faithcraft.app/', 'abc-_')).toBe('https://faithcraft.app/reset-password?token=abc-_');
  });
});
