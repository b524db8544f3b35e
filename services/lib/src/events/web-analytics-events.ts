import { z } from 'zod';
import { WEB_EVENT_NAMES } from '@faithcraft/validation';
import type { CloudEvent } from './envelope.js';
import { isoUtcTime, nonEmptyId } from './vocabulary.js';

/**
 * What the web app reports (spec 000 §2 page views, §7 product events), published by the gateway
 * on Topics.webAnalytics: the topic outside analytics consumers read. The visitor id is a random
 * first-party id (cookie), never derived from personal data.
 */
// The names and the request the web sends (POST /api/events) are shared with the web app, so they
// live in @faithcraft/validation; the gateway takes them from here.
export {
  WEB_EVENT_NAMES,
  WEB_EVENTS_MAX_BYTES,
  WEB_EVENTS_MAX_PER_REQUEST,
  webEventBatchSchema,
  type WebEventBatch,
  type WebEventInput,
  type WebEventName,
} from '@faithcraft/validation';

export const visitorEventV1 = z.object({
  visitorId: nonEmptyId(),
  /** The signed-in user the gateway verified from the session cookie; null when signed out. */
  userId: z.string().min(1).nullable(),
  name: z.enum(WEB_EVENT_NAMES),
  /** The page's path (no query string, no origin). */
  path: z.string().max(512),
  /** The event's parameters (spec 000 §7: category, label, value…), scalar values only. */
  params: z.record(z.string().max(64), z.union([z.string().max(256), z.number(), z.boolean()])),
  occurredAt: isoUtcTime(),
});
export type VisitorEventV1 = CloudEvent<'VisitorEvent.v1', z.infer<typeof visitorEventV1>>;
