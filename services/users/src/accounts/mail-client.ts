import { SERVICE_TOKEN_HEADER, signServiceToken } from '@faithcraft/lib';

export interface TransactionalMail {
  template: 'password-reset';
  to: string;
  /** Lets the email service forget its log of this mail when the account is deleted. */
  userId?: string;
  data: Record<string, unknown>;
}

/** Client of the email service's transactional endpoint (202 `{ messageId }`). */
export class MailClient {
  constructor(private readonly opts: { emailInternalUrl: string; internalSecret: string; timeoutMs?: number }) {}

  async send(mail: TransactionalMail): Promise<string> {
    const res = await fetch(`${this.opts.emailInternalUrl.replace(/\/$/, '')}/internal/mail/transactional`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SERVICE_TOKEN_HEADER]: signServiceToken('users', this.opts.internalSecret),
      },
      body: JSON.stringify(mail),
      signal: AbortSignal.timeout(this.opts.timeoutMs ?? 10_000),
    });
    if (res.status !== 202) throw new Error(`email service answered ${res.status}`);
    const body = (await res.json()) as { messageId?: unknown };
    return typeof body.messageId === 'string' ? body.messageId : '';
  }
}
