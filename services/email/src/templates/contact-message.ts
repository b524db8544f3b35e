import type { ContactDraft } from '../domain/contact.js';
import { brandedHtml, escapeHtml, paragraphsHtml, type RenderedMail } from './layout.js';

function senderName(draft: ContactDraft): string {
  return [draft.firstName, draft.lastName].filter(Boolean).join(' ');
}

/** The /contact form as it reaches the support inbox; replying goes to the sender (Reply-To). */
export function renderContactMessage(draft: ContactDraft): RenderedMail {
  const name = senderName(draft);
  const from = name ? `${name} <${draft.email}>` : draft.email;
  const subject = `[Contact] ${draft.subject} from ${name || draft.email}`;
  const html = brandedHtml({
    title: subject,
    bodyHtml: `<p><strong>New message from the contact form</strong></p>
<table role="presentation" cellpadding="4" cellspacing="0" style="font-size:14px">
<tr><td style="color:#6b7280">From</td><td>${escapeHtml(from)}</td></tr>
<tr><td style="color:#6b7280">Subject</td><td>${escapeHtml(draft.subject)}</td></tr>
</table>
<div style="margin-top:16px;padding:12px;background:#f9fafb;border-radius:6px">${paragraphsHtml(draft.message)}</div>
<p style="font-size:14px;color:#4b5563">Reply to this e-mail to answer the sender.</p>`,
    footer: 'Sent by the FaithCraft contact form.',
  });
  const text = `New message from the contact form

From: ${from}
Subject: ${draft.subject}

${draft.message}

Reply to this e-mail to answer the sender.`;
  return { subject, html, text };
}
