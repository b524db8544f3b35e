import type { SegmentKey, TemplateType } from '../audience/contract.js';
import type { AutomationStatus } from '../data/automation-model.js';
import { dailyAt, weeklyAt } from '../jobs/job-store.js';

/** An automated campaign as the spec's entity shows it, plus how it runs. */
export interface AutomationDefinition {
  id: string;
  name: string;
  description: string;
  targetSegment: string;
  trigger: string;
  templateType: TemplateType;
  defaultStatus: AutomationStatus;
  /** Scheduled automations: the run due now and the audience; event automations have neither. */
  schedule?: (now: Date) => string | null;
  /** A segment, or 'default-list' for everyone subscribed to the newsletter. */
  audience?: SegmentKey | 'default-list';
}

export const AUTOMATIONS: readonly AutomationDefinition[] = [
  {
    id: 'welcome',
    name: 'Welcome Series',
    description: 'Greets every new member with the welcome template right after sign-up.',
    targetSegment: 'New sign-ups',
    trigger: 'On sign-up (UserSignedUp)',
    templateType: 'welcome',
    defaultStatus: 'ACTIVE',
  },
  {
    id: 'limit-warning',
    name: 'Limit Warning',
    description: 'Tells a free member when the free generations have run out, with the Family Plan offer.',
    targetSegment: 'Limit Reached',
    trigger: 'When the free generations run out (GenerationAllowanceChanged)',
    templateType: 'limit_warning',
    defaultStatus: 'ACTIVE',
  },
  {
    id: 'weekly-digest',
    name: 'Weekly Digest',
    description: "This week's new public images, to everyone subscribed to the newsletter.",
    targetSegment: 'Newsletter subscribers',
    trigger: 'Weekly, Monday 09:00 UTC',
    templateType: 'weekly_digest',
    defaultStatus: 'ACTIVE',
    schedule: weeklyAt('weekly-digest', 1, 9),
    audience: 'default-list',
  },
  {
    id: 'new-user-trial',
    name: 'New User Trial',
    description: 'Nudges members who joined this week and have not created an image yet.',
    targetSegment: 'New Visitors',
    trigger: 'Daily, 10:00 UTC',
    templateType: 'new_user_trial',
    defaultStatus: 'ACTIVE',
    schedule: dailyAt('new-user-trial', 10),
    audience: 'newVisitors',
  },
  {
    id: 'retention',
    name: 'Retention Campaign',
    description: 'Invites members inactive for 30 days or more back, with what is new.',
    targetSegment: 'Inactive',
    trigger: 'Weekly, Thursday 15:00 UTC',
    templateType: 'retention_campaign',
    defaultStatus: 'DRAFT',
    schedule: weeklyAt('retention', 4, 15),
    audience: 'inactive',
  },
];

export const automationById = (id: string): AutomationDefinition | undefined => AUTOMATIONS.find((a) => a.id === id);

/** The mail id event automations' send records and tracking tokens carry. */
export const automationMailId = (id: string): string => `auto:${id}`;
