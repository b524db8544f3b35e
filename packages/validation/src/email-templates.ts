/**
 * The six marketing template types (spec 001 §9) in the spec's order — a template's id is its
 * position, '1'..'6' — with the label the admin page shows. The wire value is the spec's
 * lower_snake name; the GraphQL enum value (EmailTemplateType) is its upper case. One list for
 * the email service, the gateway's REST facade and the admin page.
 */
export const EMAIL_TEMPLATES = [
  { type: 'welcome', label: 'Welcome' },
  { type: 'limit_warning', label: 'Limit warning' },
  { type: 'weekly_digest', label: 'Weekly digest' },
  { type: 'new_user_trial', label: 'New user trial' },
  { type: 'family_plan_promo', label: 'Family Plan promo' },
  { type: 'retention_campaign', label: 'Retention campaign' },
] as const;

export type EmailTemplateTypeName = (typeof EMAIL_TEMPLATES)[number]['type'];

export const EMAIL_TEMPLATE_TYPES: readonly EmailTemplateTypeName[] = EMAIL_TEMPLATES.map((t) => t.type);
