import type { SegmentKey, TemplateType } from '../audience/contract.js';
import type { EmailSegment, EmailTemplateType } from '../__generated__/resolvers-types.js';

const SEGMENTS: Record<EmailSegment, SegmentKey> = {
  NEW_VISITORS: 'newVisitors',
  ACTIVE_TRIAL: 'activeTrial',
  LIMIT_REACHED: 'limitReached',
  SUBSCRIBERS: 'subscribers',
  INACTIVE: 'inactive',
  CHURNED: 'churned',
};

export const SEGMENT_KEYS = Object.values(SEGMENTS);

export const segmentKey = (s: EmailSegment | null | undefined): SegmentKey | null => (s ? SEGMENTS[s] : null);

export const segmentEnum = (key: SegmentKey | null): EmailSegment | null =>
  key ? ((Object.keys(SEGMENTS) as EmailSegment[]).find((k) => SEGMENTS[k] === key) ?? null) : null;

/** GraphQL WELCOME ↔ stored 'welcome' (and the REST wire's lower_snake). */
export const templateType = (t: EmailTemplateType): TemplateType => t.toLowerCase() as TemplateType;
export const templateEnum = (t: TemplateType): EmailTemplateType => t.toUpperCase() as EmailTemplateType;
