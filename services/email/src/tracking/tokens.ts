import { createHmac, timingSafeEqual } from 'node:crypto';

/** An open pixel's token: which mail (campaign or automation) and which recipient. */
export interface OpenToken {
  mailId: string;
  key: string;
}

/** A click's token: the same plus the link's original URL, which the signature binds to the mail. */
export interface ClickToken extends OpenToken {
  url: string;
}

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/**
 * Signed, self-contained tracking tokens (HMAC-SHA256, 128-bit tag). A click URL is only ever
 * signed for a link that was in the mail, so a forged or foreign URL fails verification.
 */
export class MailTokens {
  constructor(private readonly secret: string) {}

  open(t: OpenToken): string {
    return this.sign({ t: 'o', m: t.mailId, k: t.key });
  }

  click(t: ClickToken): string {
    return this.sign({ t: 'c', m: t.mailId, k: t.key, u: t.url });
  }

  verifyOpen(token: string): OpenToken | null {
    const p = this.verify(token);
    return p && p['t'] === 'o' ? { mailId: String(p['m']), key: String(p['k']) } : null;
  }

  verifyClick(token: string): ClickToken | null {
    const p = this.verify(token);
    return p && p['t'] === 'c' && typeof p['u'] === 'string'
      ? { mailId: String(p['m']), key: String(p['k']), url: p['u'] }
      : null;
  }

  private tag(body: string): Buffer {
    return createHmac('sha256', this.secret).update(body).digest().subarray(0, 16);
  }

  private sign(payload: Record<string, string>): string {
    const body = b64(JSON.stringify(payload));
    return `${body}.${b64(this.tag(body))}`;
  }

  private verify(token: string): Record<string, unknown> | null {
    const [body, sig, extra] = token.split('.');
    if (!body || !sig || extra !== undefined || token.length > 4096) return null;
    const given = Buffer.from(sig, 'base64url');
    const expected = this.tag(body);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
      return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
}

/** The tracking key: from EMAIL_TOKEN_SECRET, else derived from INTERNAL_SECRET under its own label. */
export const trackingSecret = (tokenSecret: string, internalSecret: string): string =>
  createHmac('sha256', tokenSecret || internalSecret)
    .update('faithcraft.email.tracking')
    .digest('hex');
