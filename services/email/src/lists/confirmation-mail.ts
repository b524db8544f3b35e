import { brandedHtml, buttonHtml, escapeHtml, type RenderedMail } from '../templates/layout.js';

export interface ConfirmationMailData {
  name: string | null;
  listName: string;
  confirmUrl: string;
  validHours: number;
}

/** The double opt-in mail: nothing is sent to the address until its owner follows the link. */
export function renderSubscriptionConfirmation(data: ConfirmationMailData): RenderedMail {
  const subject = `Please confirm your subscription to ${data.listName}`;
  const greeting = data.name ? `Hi ${data.name},` : 'Hi,';
  const html = brandedHtml({
    title: subject,
    bodyHtml: `<p>${escapeHtml(greeting)}</p>
<p>Someone, hopefully you, asked to receive <strong>${escapeHtml(data.listName)}</strong> at this address. Please confirm that you want these e-mails.</p>
${buttonHtml('Confirm my subscription', data.confirmUrl)}
<p style="font-size:14px;color:#4b5563">The link works for ${data.validHours} hours. If you did not ask for this, ignore this e-mail and you will not hear from us.</p>`,
    footer: 'You received this e-mail because this address was entered in a FaithCraft newsletter sign-up form.',
  });
  const text = `${greeting}

Someone, hopefully you, asked to receive ${data.listName} at this address. Please confirm that you want these e-mails:

${data.confirmUrl}

The link works for ${data.validHours} hours. If you did not ask for this, ignore this e-mail and you will not hear from us.`;
  return { subject, html, text };
}
