import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed mail token proves: who asked for what, on which list, until when. */
export interface TokenClaims {
  purpose: 'confirm' | 'unsubscribe';
  email: string;
  /** null: every marketing mail (an unsubscribe through a segment campaign or an automation). */
  listId: string | null;
  /** Epoch seconds; null: never expires (unsubscribe links must keep working). */
  expiresAt: number | null;
}

export type TokenCheck = { ok: true; claims: TokenClaims } | { ok: false; reason: 'invalid' | 'expired' };

const b64 = (s: Buffer | string) => Buffer.from(s).toString('base64url');

/**
 * `<payload>.<signature>`, both base64url: the payload is the claims as JSON, the signature an
 * HMAC-SHA256 of the payload text with the service's token secret. Nothing is stored per token.
 */
export class MailTokens {
  constructor(private readonly secret: string) {
    if (secret.length < 16) throw new Error('EMAIL_TOKEN_SECRET must have at least 16 characters');
  }

  sign(claims: TokenClaims): string {
    const payload = b64(JSON.stringify([claims.purpose, claims.email, claims.listId, claims.expiresAt]));
    return `${payload}.${this.signature(payload)}`;
  }

  verify(token: string, purpose: TokenClaims['purpose'], now: Date = new Date()): TokenCheck {
    const [payload, signature, extra] = typeof token === 'string' ? token.split('.') : [];
    if (!payload || !signature || extra !== undefined) return { ok: false, reason: 'invalid' };
    const expected = Buffer.from(this.signature(payload));
    const given = Buffer.from(signature);
    // Constant time: the comparison does not tell an attacker how many leading characters were right.
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return { ok: false, reason: 'invalid' };
    }
    if (!Array.isArray(parsed) || parsed.length !== 4) return { ok: false, reason: 'invalid' };
    const [p, email, listId, expiresAt] = parsed as unknown[];
    if (p !== purpose || typeof email !== 'string') return { ok: false, reason: 'invalid' };
    if (listId !== null && typeof listId !== 'string') return { ok: false, reason: 'invalid' };
    if (expiresAt !== null && typeof expiresAt !== 'number') return { ok: false, reason: 'invalid' };
    if (expiresAt !== null && now.getTime() / 1000 > expiresAt) return { ok: false, reason: 'expired' };
    return { ok: true, claims: { purpose, email, listId, expiresAt } };
  }

  private signature(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

/** The default token secret: derived from INTERNAL_SECRET with a label, so the two never coincide. */
export function deriveTokenSecret(internalSecret: string): string {
  return createHmac('sha256', internalSecret).update('faithcraft/email-tokens/v1').digest('base64url');
}
