import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AggregateStore, Logger } from '@faithcraft/lib';
import type { TransactionalMailDoc } from '../data/transactional-mail-model.js';
import { isValidEmail, normalizeEmail } from '../domain/addresses.js';
import { TRANSACTIONAL_TEMPLATES, isTransactionalTemplate, renderTransactional } from '../templates/transactional.js';
import { MailRelayError, type Mailer } from './mailer.js';

const request = z.object({
  template: z.string(),
  to: z.string(),
  userId: z.string().min(1).max(100).nullish(),
  data: z.record(z.string(), z.unknown()),
});

export type TransactionalOutcome =
  { status: 202; messageId: string } | { status: 400; message: string } | { status: 503; message: string };

/**
 * Mails other services ask for (password reset). The content is rendered, sent and forgotten:
 * only who got which template when is recorded, never the data (a reset link is a credential).
 */
export class TransactionalMail {
  constructor(private readonly deps: { mails: AggregateStore<TransactionalMailDoc>; mailer: Mailer; log: Logger }) {}

  async send(body: unknown): Promise<TransactionalOutcome> {
    const parsed = request.safeParse(body);
    if (!parsed.success) {
      const fields = [...new Set(parsed.error.issues.map((i) => i.path.join('.') || 'body'))];
      return { status: 400, message: `Invalid request: check ${fields.join(', ')}` };
    }
    const { template, data, userId } = parsed.data;
    if (!isTransactionalTemplate(template)) {
      return { status: 400, message: `Unknown template "${template}". Known: ${TRANSACTIONAL_TEMPLATES.join(', ')}` };
    }
    const to = normalizeEmail(parsed.data.to);
    if (!isValidEmail(to)) return { status: 400, message: 'Invalid recipient address' };
    const rendered = renderTransactional(template, data);
    if (!rendered.ok) return { status: 400, message: rendered.message };

    const { mails, mailer, log } = this.deps;
    const record = { _id: randomUUID(), template, to, userId: userId ?? null, sentAt: new Date() };
    try {
      const { messageId } = await mailer.send({ ...rendered.mail, to: { address: to } });
      await mails.create({ ...record, messageId, status: 'sent' });
      log.info({ mailId: record._id, template, messageId }, 'transactional mail sent');
      return { status: 202, messageId };
    } catch (err) {
      if (!(err instanceof MailRelayError)) throw err;
      await mails.create({ ...record, messageId: null, status: 'failed' });
      log.error({ mailId: record._id, template, reason: err.message }, 'transactional mail not sent');
      return { status: 503, message: 'The mail relay is not available. Please try again.' };
    }
  }
}
