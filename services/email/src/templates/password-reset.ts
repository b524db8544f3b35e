import { z } from 'zod';
import { brandedHtml, buttonHtml, escapeHtml, type RenderedMail } from './layout.js';

const httpUrl = z
  .string()
  .max(2000)
  .refine((value) => {
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');

export const passwordResetData = z.object({
  firstName: z.string().max(100).nullish(),
  resetUrl: httpUrl,
  expiresInMinutes: z
    .number()
    .int()
    .positive()
    .max(7 * 24 * 60),
});

export type PasswordResetData = z.infer<typeof passwordResetData>;

function validity(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The forgot-password mail: the reset link is the point, so it is a button and written out. */
export function renderPasswordReset(data: PasswordResetData): RenderedMail {
  const name = data.firstName?.trim();
  const greeting = name ? `Hi ${name},` : 'Hi,';
  const valid = validity(data.expiresInMinutes);
  const subject = 'Reset your FaithCraft password';
  const html = brandedHtml({
    title: subject,
    bodyHtml: `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your FaithCraft account. Choose a new password with the button below.</p>
${buttonHtml('Reset password', data.resetUrl)}
<p>This link works once and expires in ${escapeHtml(valid)}.</p>
<p>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</p>`,
    footer: 'You receive this e-mail because a password reset was requested for your FaithCraft account.',
  });
  const text = `${greeting}

We received a request to reset the password of your FaithCraft account. Open this link to choose a new password:

${data.resetUrl}

This link works once and expires in ${valid}.

If you did not ask for this, you can ignore this e-mail: your password stays as it is.

FaithCraft`;
  return { subject, html, text };
}
