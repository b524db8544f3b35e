/**
 * The six e-mail segments (spec 001 §3, §4): the GraphQL enum value, the email service's key, and
 * the name and description the admin page shows. One list for the service and the page.
 */
export const EMAIL_SEGMENTS = [
  {
    segment: 'NEW_VISITORS',
    key: 'newVisitors',
    name: 'New Visitors',
    description: 'Signed up 0-7 days ago with 0 generations',
  },
  {
    segment: 'ACTIVE_TRIAL',
    key: 'activeTrial',
    name: 'Active Trial',
    description: '1-4 generations in the past 30 days',
  },
  {
    segment: 'LIMIT_REACHED',
    key: 'limitReached',
    name: 'Limit Reached',
    description: '5 of 5 used and no subscription',
  },
  { segment: 'SUBSCRIBERS', key: 'subscribers', name: 'Subscribers', description: 'Active Family Plan' },
  { segment: 'INACTIVE', key: 'inactive', name: 'Inactive', description: '30 or more days without activity' },
  { segment: 'CHURNED', key: 'churned', name: 'Churned', description: 'Cancelled subscription' },
] as const;

export type EmailSegmentEntry = (typeof EMAIL_SEGMENTS)[number];
export type EmailSegmentKey = EmailSegmentEntry['key'];
export type EmailSegmentName = EmailSegmentEntry['segment'];
