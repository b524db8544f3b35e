import { EMAIL_SEGMENTS } from '@faithcraft/validation';
import type { SegmentKey, TemplateType } from '../audience/contract.js';
import type { EmailSegment, EmailTemplateType } from '../__generated__/resolvers-types.js';

const SEGMENTS = Object.fromEntries(EMAIL_SEGMENTS.map(({ segment, key }) => [segment, key])) as Record<
  EmailSegment,
  SegmentKey
>;

export const segmentKey = (s: EmailSegment | null | undefined): SegmentKey | null => (s ? SEGMENTS[s] : null);

export const segmentEnum = (key: SegmentKey | null): EmailSegment | null =>
  key ? ((Object.keys(SEGMENTS) as EmailSegment[]).find((k) => SEGMENTS[k] === key) ?? null) : null;

/** GraphQL WELCOME ↔ stored 'welcome' (and the REST wire's lower_snake). */
export const templateType = (t: EmailTemplateType): TemplateType => t.toLowerCase() as TemplateType;
export const templateEnum = (t: TemplateType): EmailTemplateType => t.toUpperCase() as EmailTemplateType;
