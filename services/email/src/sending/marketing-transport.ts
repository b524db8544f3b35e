import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import type { SmtpSettings } from '../mail/mailer.js';
import type { PersonalMail } from './personalize.js';

/**
 * Marketing mail goes through its own pool of SMTP connections (reused across messages, so a
 * campaign is not one TCP+greeting per mail) and its own sender, apart from transactional mail.
 */
export class MarketingTransport {
  private readonly pool: Transporter<SMTPPool.SentMessageInfo>;

  constructor(
    smtp: Omit<SmtpSettings, 'from'>,
    private readonly defaultFrom: string,
    connections: number,
  ) {
    this.pool = nodemailer.createTransport({
      pool: true,
      maxConnections: connections,
      maxMessages: Infinity,
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      ...(smtp.user ? { auth: { user: smtp.user, pass: smtp.pass } } : {}),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  get from(): string {
    return this.defaultFrom;
  }

  async send(mail: PersonalMail, from?: string | null): Promise<string> {
    const info = await this.pool.sendMail({
      from: from || this.defaultFrom,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
      headers: mail.headers,
    });
    return info.messageId;
  }

  close(): void {
    this.pool.close();
  }
}
