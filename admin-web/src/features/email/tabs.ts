/** The email page's tabs in display order (spec 001 §2), also the `?tab=` values of the URL. */
export const EMAIL_TAB_KEYS = ['subscribers', 'lists', 'templates', 'campaigns', 'analytics', 'status'] as const;
export type EmailTabKey = (typeof EMAIL_TAB_KEYS)[number];

export const EMAIL_TAB_LABELS: Record<EmailTabKey, string> = {
  subscribers: 'Subscribers',
  lists: 'Lists',
  templates: 'Templates',
  campaigns: 'Campaigns',
  analytics: 'Analytics',
  status: 'Status',
};

export const parseEmailTab = (value: string | null): EmailTabKey =>
  (EMAIL_TAB_KEYS as readonly (string | null)[]).includes(value) ? (value as EmailTabKey) : 'subscribers';
