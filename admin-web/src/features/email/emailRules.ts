// The email page's rules and texts (spec 001 §4, §5, §8, §9). The server enforces the same rules
// with the same texts; the page checks first so a mistake is shown at the field without a request.
import { EMAIL_SEGMENTS, EMAIL_TEMPLATES } from '@faithcraft/validation';
import type {
  EmailAutomationStatus,
  EmailCampaignStatus,
  EmailSegment,
  EmailSubscriptionStatus,
  EmailTemplateType,
} from '../../__generated__/graphql';

/** Spec 001 §5 and §8: exactly these texts. */
export const EmailTexts = {
  accessDenied: 'You need admin privileges to access email management.',
  emailAndListRequired: 'Email and list ID are required',
  campaignFieldsRequired: 'Name, subject, and HTML content are required',
  selectTemplate: 'Please select a template',
  sendyNotConfigured: 'Sendy URL not configured',
  templateIdMissing: 'Template ID not available',
  initializeFailed: 'Failed to initialize templates',
  actionFailed: 'Action failed. Please try again.',
  subscribeFailed: 'Failed to subscribe email',
  unsubscribeFailed: 'Failed to unsubscribe email',
  statusFailed: 'Failed to check subscription status',
  campaignFailed: 'Failed to create campaign',
  campaignFromTemplateFailed: 'Failed to create campaign from template',
  copyFailed: 'Failed to copy template content',
} as const;

const blank = (value: string | null | undefined) => !value || !value.trim();

/** Subscribe, unsubscribe and status check: both fields are required. */
export function emailAndListError(email: string, listId: string): string | null {
  return blank(email) || blank(listId) ? EmailTexts.emailAndListRequired : null;
}

/** Custom campaign: name, subject and HTML content are required (from email and list are optional). */
export function customCampaignError(fields: { name: string; subject: string; html: string }): string | null {
  return blank(fields.name) || blank(fields.subject) || blank(fields.html) ? EmailTexts.campaignFieldsRequired : null;
}

export function templateCampaignError(templateType: string): string | null {
  return blank(templateType) ? EmailTexts.selectTemplate : null;
}

/** A service URL lacking http is prefixed with https (spec 001 §5). */
export function withScheme(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** Where "edit in the email service" goes when Sendy is configured, or the spec's message why not. */
export function sendyEditUrl(
  serviceUrl: string | null | undefined,
  templateId: string | null | undefined,
): { url: string } | { error: string } {
  if (blank(serviceUrl)) return { error: EmailTexts.sendyNotConfigured };
  if (blank(templateId)) return { error: EmailTexts.templateIdMissing };
  return { url: `${withScheme(serviceUrl as string)}/templates/edit?id=${encodeURIComponent(templateId as string)}` };
}

/** The audience picker's value: '' = the default list, `list:<id>` or `segment:<SEGMENT>`. */
export function parseAudience(value: string): { listId?: string; segment?: EmailSegment } {
  if (value.startsWith('list:')) return { listId: value.slice(5) };
  if (value.startsWith('segment:')) return { segment: value.slice(8) as EmailSegment };
  return {};
}

/** Share of a campaign's recipients handled so far, 0–100. */
export function progressPercent(progress: { total: number; sent: number; failed: number; skipped: number }): number {
  if (progress.total <= 0) return 0;
  const done = progress.sent + progress.failed + progress.skipped;
  return Math.min(100, Math.round((done / progress.total) * 100));
}

/** A share of `total` as a percentage (0 when there is nothing to divide). */
export const shareOf = (part: number, total: number): number => (total > 0 ? (part / total) * 100 : 0);

export const CAMPAIGN_STATUS_LABELS: Record<EmailCampaignStatus, string> = {
  DRAFT: 'Draft',
  SCHEDULED: 'Scheduled',
  SENDING: 'Sending',
  SENT: 'Sent',
  PAUSED: 'Paused',
  FAILED: 'Failed',
};

export const AUTOMATION_STATUS_LABELS: Record<EmailAutomationStatus, string> = {
  ACTIVE: 'Active',
  PAUSED: 'Paused',
  DRAFT: 'Draft',
};

export const SUBSCRIPTION_STATUS_LABELS: Record<EmailSubscriptionStatus, string> = {
  SUBSCRIBED: 'Subscribed',
  UNCONFIRMED: 'Unconfirmed',
  UNSUBSCRIBED: 'Unsubscribed',
  BLOCKLISTED: 'Blocklisted',
  NOT_SUBSCRIBED: 'Not subscribed',
};

/** The badge tone of a status: good (green), busy (amber), bad (red) or plain. */
export function statusTone(status: string): 'good' | 'busy' | 'bad' | 'plain' {
  if (['SENT', 'ACTIVE', 'SUBSCRIBED'].includes(status)) return 'good';
  if (['SENDING', 'SCHEDULED', 'UNCONFIRMED', 'PAUSED'].includes(status)) return 'busy';
  if (['FAILED', 'BLOCKLISTED', 'UNSUBSCRIBED'].includes(status)) return 'bad';
  return 'plain';
}

/** Segment names and the spec's on-screen descriptions (spec 001 §4), in display order. */
export const SEGMENTS: readonly { segment: EmailSegment; name: string; description: string }[] = EMAIL_SEGMENTS;

export const segmentName = (segment: EmailSegment): string =>
  SEGMENTS.find((entry) => entry.segment === segment)?.name ?? segment;

/** Template types in the spec's order (their ids are '1'..'6'). */
export const TEMPLATE_TYPES: readonly { type: EmailTemplateType; label: string }[] = EMAIL_TEMPLATES.map((t) => ({
  type: t.type.toUpperCase() as EmailTemplateType,
  label: t.label,
}));

export const templateLabel = (type: EmailTemplateType): string =>
  TEMPLATE_TYPES.find((entry) => entry.type === type)?.label ?? type;

/** The spec's lower_snake name of a template type (what the REST wire and Sendy call it). */
export const templateWireName = (type: EmailTemplateType): string => type.toLowerCase();
