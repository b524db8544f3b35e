/** What every template produces: a subject and the same content as HTML and as plain text. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value that reaches HTML goes through this, attribute or text alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

const BRAND = '#4f46e5';

/** A plain, branded frame that renders in every mail client (tables and inline styles only). */
export function brandedHtml(opts: { title: string; bodyHtml: string; footer: string }): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(opts.title)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f7;font-family:Arial,Helvetica,sans-serif;color:#1f2937">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f7;padding:24px 0">
<tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border-radius:8px">
<tr><td style="background:${BRAND};color:#ffffff;padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">FaithCraft</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5">${opts.bodyHtml}</td></tr>
<tr><td style="padding:16px 24px;font-size:12px;color:#6b7280;border-top:1px solid #e5e7eb">${escapeHtml(opts.footer)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A call-to-action button plus the same link written out, for clients that hide buttons. */
export function buttonHtml(label: string, url: string): string {
  const href = escapeHtml(url);
  return `<p style="margin:24px 0"><a href="${href}" style="background:${BRAND};color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(label)}</a></p>
<p style="font-size:14px;color:#4b5563">If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:${BRAND};word-break:break-all">${href}</a></p>`;
}

/** Escapes and keeps line breaks of user-written text. */
export function paragraphsHtml(text: string): string {
  return escapeHtml(text).replace(/\n/g, '<br>');
}
