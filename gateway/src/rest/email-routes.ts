import type { Request } from 'express';
import { choiceMessage } from '@faithcraft/lib';
import { EMAIL_TEMPLATE_TYPES } from '@faithcraft/validation';
import { toSpecFields } from './admin-analytics-routes.js';
import type { RestRoute } from './facade.js';
import { optionalText, outcomeReply, text } from './facade.js';
import { WireValueRefused } from './wire-enums.js';

/** Template types on the wire (spec 001 §3) ↔ the SDL's names (limit_warning ↔ LIMIT_WARNING). */
const QUICK_ACTIONS: Record<string, string> = {
  'start-welcome-campaign': 'START_WELCOME_CAMPAIGN',
  'send-upgrade-blast': 'SEND_UPGRADE_BLAST',
};

/** Optional template type: missing → null (the service answers 'Please select a template'); unknown → 400 with the choices. */
function templateTypeOf(raw: string | null): string | null {
  const value = raw?.trim().toLowerCase();
  if (!value) return null;
  if (!(EMAIL_TEMPLATE_TYPES as readonly string[]).includes(value))
    throw new WireValueRefused(choiceMessage('templateType', EMAIL_TEMPLATE_TYPES));
  return value.toUpperCase();
}

/** Lower-cases the enum values the spec shows in lower case (template types, campaign and automation statuses). */
function toWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toWire);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) =>
      (k === 'type' || k === 'templateType' || k === 'status' || k === 'segment') && typeof v === 'string'
        ? [k, v.toLowerCase()]
        : [k, toWire(v)],
    ),
  );
}

const testSend = (path: string, type: string): RestRoute => ({
  method: 'post',
  path,
  operation: `mutation SendTestTemplateRest($type: EmailTemplateType!) { sendTestTemplateEmail(type: $type) { success message } }`,
  variables: () => ({ type }),
  reply: outcomeReply('sendTestTemplateEmail'),
});

const CAMPAIGN_FIELDS = `id name subject fromEmail status listId segment audienceLabel templateType scheduledAt startedAt finishedAt createdAt
  progress { total sent failed skipped } stats { sent opens uniqueOpens clicks conversions }`;
const ANALYTICS_FIELDS = `totalSubscribers conversionRate revenuePerSubscriberCents openRate
  campaignPerformance { campaignId name sent opens conversions }
  segmentPerformance { segment name count sent opens conversions }
  dataSource { subscriberCounts emailEvents revenueData conversionRates segmentAnalysis }
  externalServices {
    payments { totalRevenueCents totalCustomers avgOrderValueCents activeSubscriptions oneTimeRevenueCents monthlyRecurringRevenueCents netRevenueCents }
    email { totalSent totalOpens totalCampaigns totalLists }
  }`;

const campaignVariables = (req: Request) => ({
  input: {
    name: text(req, 'name'),
    subject: text(req, 'subject'),
    html: text(req, 'html'),
    fromEmail: optionalText(req, 'fromEmail'),
    listId: optionalText(req, 'listId'),
  },
});

/** Spec 001 §7 email calls (sending side). The email service checks the admin role on every one (401 / 403). */
export const emailRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/email/templates',
    operation: `query EmailTemplatesRest { emailTemplates { id name subject type isActive lastModified variables } }`,
    reply: (data) => ({ status: 200, body: { templates: toWire(data['emailTemplates']) } }),
  },
  {
    method: 'get',
    path: '/email/campaigns',
    operation: `query EmailCampaignsRest { emailCampaigns(limit: 100) { ${CAMPAIGN_FIELDS} } }`,
    reply: (data) => ({ status: 200, body: { campaigns: toWire(data['emailCampaigns']) } }),
  },
  {
    method: 'get',
    path: '/email/template-config',
    operation: `query EmailTemplateConfigRest { emailTemplateConfig { serviceUrl editorPath } }`,
    reply: (data) => ({ status: 200, body: data['emailTemplateConfig'] }),
  },
  {
    method: 'get',
    path: '/email/analytics',
    operation: `query EmailAnalyticsRest { emailAnalytics { ${ANALYTICS_FIELDS} } }`,
    reply: (data) => ({ status: 200, body: toWire(toSpecFields(data['emailAnalytics'])) }),
  },
  {
    method: 'get',
    path: '/email/template-content/:type',
    operation: `query EmailTemplateContentRest($type: EmailTemplateType!) { emailTemplateContent(type: $type) { success message content { subject html } } }`,
    variables: (req) => {
      const type = templateTypeOf(String(req.params['type'] ?? ''));
      if (!type) throw new WireValueRefused(choiceMessage('type', EMAIL_TEMPLATE_TYPES));
      return { type };
    },
    reply: outcomeReply('emailTemplateContent', (v) =>
      v['success'] ? { success: true, content: v['content'] } : { success: false, message: v['message'] },
    ),
  },
  {
    method: 'post',
    path: '/email/templates/initialize',
    operation: `mutation InitializeEmailTemplatesRest { initializeEmailTemplates { success message } }`,
    reply: outcomeReply('initializeEmailTemplates'),
  },
  {
    method: 'post',
    path: '/email/quick-action',
    operation: `mutation EmailQuickActionRest($action: EmailQuickAction!) { runEmailQuickAction(action: $action) { success message } }`,
    variables: (req) => {
      const action = QUICK_ACTIONS[text(req, 'action').trim().toLowerCase()];
      if (!action) throw new WireValueRefused(choiceMessage('action', Object.keys(QUICK_ACTIONS)));
      return { action };
    },
    reply: outcomeReply('runEmailQuickAction'),
  },
  {
    method: 'post',
    path: '/email/campaign',
    operation: `mutation CreateEmailCampaignRest($input: EmailCampaignInput!) { createEmailCampaign(input: $input) { success message campaignId } }`,
    variables: campaignVariables,
    reply: outcomeReply('createEmailCampaign'),
  },
  {
    method: 'post',
    path: '/email/campaign-from-template',
    operation: `mutation CreateEmailCampaignFromTemplateRest($input: EmailCampaignFromTemplateInput!) { createEmailCampaignFromTemplate(input: $input) { success message campaignId } }`,
    variables: (req) => ({
      input: {
        templateType: templateTypeOf(optionalText(req, 'templateType')),
        campaignName: optionalText(req, 'campaignName'),
        listId: optionalText(req, 'listId'),
      },
    }),
    reply: outcomeReply('createEmailCampaignFromTemplate'),
  },
  testSend('/email/test-welcome', 'WELCOME'),
  testSend('/email/test-limit-warning', 'LIMIT_WARNING'),
  testSend('/email/test-weekly-digest', 'WEEKLY_DIGEST'),
  {
    method: 'get',
    path: '/admin/campaign-performance',
    operation: `query CampaignPerformanceRest { emailAnalytics { campaignPerformance { campaignId name sent opens conversions } } }`,
    reply: (data) => ({
      status: 200,
      body: { campaigns: (data['emailAnalytics'] as { campaignPerformance: unknown[] }).campaignPerformance },
    }),
  },
];
