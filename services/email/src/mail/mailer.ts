import nodemailer, { type Transporter } from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { RenderedMail } from '../templates/layout.js';

/** An address as nodemailer encodes it: the name is quoted/encoded by nodemailer, never concatenated. */
export interface MailAddress {
  name?: string;
  address: string;
}

export interface OutgoingMail extends RenderedMail {
  to: MailAddress;
  replyTo?: MailAddress;
}

export interface SmtpSettings {
  host: string;
  port: number;
  secure: boolean;
  user: string;
  pass: string;
  from: string;
}

/** The SMTP relay could not take the mail (down, refused, timed out). */
export class MailRelayError extends Error {
  override name = 'MailRelayError';
}

/** Sends mail through the configured SMTP relay (locally maildev, whose inbox shows every mail). */
export class Mailer {
  private readonly transport: Transporter<SMTPTransport.SentMessageInfo>;

  constructor(private readonly settings: SmtpSettings) {
    this.transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(settings.user ? { auth: { user: settings.user, pass: settings.pass } } : {}),
      // A relay that hangs must not hold a request for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      disableFileAccess: true,
      disableUrlAccess: true,
    });
  }

  get relay(): string {
    return `${this.settings.host}:${this.settings.port}`;
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    try {
      const info = await this.transport.sendMail({
        from: this.settings.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      return { messageId: info.messageId };
    } catch (err) {
      throw new MailRelayError(`SMTP relay ${this.relay} refused the mail: ${(err as Error).message}`, { cause: err });
    }
  }

  /** Connects and greets the relay (and logs in when credentials are set). */
  async verify(): Promise<void> {
    try {
      await this.transport.verify();
    } catch (err) {
      throw new MailRelayError((err as Error).message, { cause: err });
    }
  }

  close(): void {
    this.transport.close();
  }
}
