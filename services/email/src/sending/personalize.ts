import type { Recipient, Suppressions } from '../audience/contract.js';
import { escapeHtml } from '../templates/layout.js';
import type { NewImage } from '../templates/marketing/types.js';
import { fillSubject, fillVariables, usesVariable } from '../templates/marketing/variables.js';
import type { MailTokens } from '../tracking/tokens.js';

/** A marketing mail ready for SMTP. */
export interface PersonalMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** One mail's content before it is made personal: a campaign's, or an automation's template. */
export interface MailContent {
  /** The campaign id, or `auto:<automation>` for automation mails; tracking tokens carry it. */
  mailId: string;
  subject: string;
  /** Compiled HTML with `{{variables}}` still in it. */
  html: string;
  /** The list the mail went to (an unsubscribe leaves it), null for segments/automations (all marketing). */
  listId: string | null;
  newImages: NewImage[];
}

const HREF = /(<a\b[^>]*?\shref=)(["'])(https?:\/\/[^"']+)\2/gi;

const decodeEntities = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

/** Rewrites every http(s) link of `<a href>` to a signed click URL through `/mail/c/`. */
export function rewriteLinks(html: string, clickUrl: (originalUrl: string) => string): string {
  return html.replace(HREF, (_whole, start: string, quote: string, url: string) => {
    return `${start}${quote}${escapeHtml(clickUrl(decodeEntities(url)))}${quote}`;
  });
}

/** A readable plain-text part from the HTML (mail clients and spam filters want both). */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(style|head|title)[^>]*>[\s\S]*?<\/\1>/gi, '')
      .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|tr|li|h\d)>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/[ \t]+/g, ' ')
      .replace(/\n\s*\n+/g, '\n\n'),
  ).trim();
}

/**
 * Makes a marketing mail personal: the variables filled (escaped), every link tracked, an open
 * pixel, the unsubscribe link in the body (added when the template has none) and the RFC 8058
 * one-click headers.
 */
export class Personalizer {
  constructor(
    private readonly publicUrl: string,
    private readonly tokens: MailTokens,
    private readonly suppressions: Suppressions,
    private readonly mailtoUnsubscribe: string,
  ) {}

  personalize(content: MailContent, recipient: Recipient): PersonalMail {
    const base = this.publicUrl.replace(/\/$/, '');
    const unsubscribeToken = this.suppressions.unsubscribeToken(recipient.email, content.listId);
    const values = {
      firstName: recipient.firstName,
      remainingGenerations: recipient.remainingGenerations,
      newImages: content.newImages,
      unsubscribeUrl: `${base}/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}`,
    };
    const ref = { mailId: content.mailId, key: recipient.key };
    // Links are rewritten before the unsubscribe URL goes in, so it stays a direct link.
    let html = fillVariables(content.html, values, ['firstName', 'remainingGenerations', 'newImages']);
    html = rewriteLinks(html, (url) => `${base}/mail/c/${this.tokens.click({ ...ref, url })}`);
    if (!usesVariable(html, 'unsubscribeUrl')) html = withFooter(html);
    html = fillVariables(html, values, ['unsubscribeUrl']);
    html = withBeforeBodyEnd(
      html,
      `<img src="${base}/mail/o/${this.tokens.open(ref)}" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0">`,
    );
    const oneClick = `${base}/mail/unsubscribe/one-click?token=${encodeURIComponent(unsubscribeToken)}`;
    return {
      to: recipient.email,
      subject: fillSubject(content.subject, values),
      html,
      text: htmlToText(html),
      headers: {
        'List-Unsubscribe': `<${oneClick}>, <mailto:${this.mailtoUnsubscribe}?subject=unsubscribe>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }
}

function withBeforeBodyEnd(html: string, snippet: string): string {
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? html + snippet : html.slice(0, at) + snippet + html.slice(at);
}

function withFooter(html: string): string {
  return withBeforeBodyEnd(
    html,
    '<p style="font-size:12px;color:#6b7280;text-align:center;margin:24px 0">You receive this because you signed up for FaithCraft news. <a href="{{unsubscribeUrl}}" style="color:#6b7280">Unsubscribe</a></p>',
  );
}
