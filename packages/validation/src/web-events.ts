import { z } from 'zod';
import { WEB_EVENTS_MAX_PER_REQUEST, WEB_EVENT_NAMES, choiceMessage } from './enum-values.js';

export { WEB_EVENT_NAMES, WEB_EVENTS_MAX_BYTES, WEB_EVENTS_MAX_PER_REQUEST, type WebEventName } from './enum-values.js';

export const MAX_WEB_EVENT_PATH = 512;
export const MAX_WEB_EVENT_PARAMS = 16;
export const MAX_WEB_EVENT_PARAM_KEY = 64;
export const MAX_WEB_EVENT_PARAM_TEXT = 256;

/** Parameters of an analytics event: a few scalars (category, label, value…), never nested data. */
export const webEventParamsSchema = z
  .record(
    z.string().min(1).max(MAX_WEB_EVENT_PARAM_KEY, `A parameter name is at most ${MAX_WEB_EVENT_PARAM_KEY} characters`),
    z.union(
      [
        z.string().max(MAX_WEB_EVENT_PARAM_TEXT, `A parameter is at most ${MAX_WEB_EVENT_PARAM_TEXT} characters`),
        z.number(),
        z.boolean(),
      ],
      {
        error: 'A parameter is a string, a number or a boolean',
      },
    ),
  )
  .refine(
    (p) => Object.keys(p).length <= MAX_WEB_EVENT_PARAMS,
    `An event has at most ${MAX_WEB_EVENT_PARAMS} parameters`,
  );

/** One event as the web sends it; the gateway adds the visitor, the user and (when missing) the time. */
export const webEventInputSchema = z.object({
  name: z.enum(WEB_EVENT_NAMES, { error: choiceMessage('known event name', WEB_EVENT_NAMES) }),
  /** The page's path; a query string or fragment is dropped (it may hold a token). */
  path: z
    .string({ error: 'Every event needs the path of its page' })
    .max(MAX_WEB_EVENT_PATH, `A path is at most ${MAX_WEB_EVENT_PATH} characters`)
    .regex(/^\//, 'A path starts with /')
    .transform((p) => p.replace(/[?#].*$/, '')),
  params: webEventParamsSchema.optional(),
  occurredAt: z.iso.datetime({ offset: true, error: 'occurredAt must be an ISO-8601 time' }).optional(),
});
export type WebEventInput = z.infer<typeof webEventInputSchema>;

/** The body of `POST /api/events`. */
export const webEventBatchSchema = z.object(
  {
    events: z
      .array(webEventInputSchema, { error: 'The body must be {"events": [...]}' })
      .min(1, 'No events to record')
      .max(WEB_EVENTS_MAX_PER_REQUEST, `Too many events in one request: at most ${WEB_EVENTS_MAX_PER_REQUEST}`),
  },
  { error: 'The body must be {"events": [...]}' },
);
export type WebEventBatch = z.infer<typeof webEventBatchSchema>;
