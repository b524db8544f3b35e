import { randomUUID } from 'node:crypto';
import {
  WEB_EVENTS_MAX_BYTES,
  webEventBatchSchema,
  type Identity,
  type Logger,
  type VisitorEventV1,
  type WebEventInput,
} from '@faithcraft/lib';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { AnalyticsUnavailableError, type WebEventPublisher } from './web-event-publisher.js';
import { WindowRateLimit } from './window-rate-limit.js';

/** The first-party, anonymous visitor id: random, never derived from personal data. */
export const VISITOR_COOKIE = 'fc_vid';
const VISITOR_ID = /^[A-Za-z0-9_-]{16,64}$/;
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;
/** A client clock this far off is not believed: the event is dated when it arrived. */
const MAX_PAST_MS = 24 * 60 * 60 * 1000;
const MAX_FUTURE_MS = 5 * 60 * 1000;

export const WebEventMessages = {
  tooLarge: `The events are too large: at most ${WEB_EVENTS_MAX_BYTES / 1024} KB per request`,
  notJson: 'The body must be JSON: {"events": [...]}',
  rateLimited: 'Too many events. Please slow down and try again in a minute.',
  unavailable: 'Analytics is temporarily unavailable. Please try again later.',
} as const;

export interface WebEventsOptions {
  publisher: WebEventPublisher;
  log: Logger;
  cookieSecure: boolean;
  /** Events per minute a visitor (cookie) may send, and all visitors behind one IP address together. */
  perVisitorPerMinute: number;
  perIpPerMinute: number;
  now?: () => number;
}

/**
 * `POST /api/events` (contract §4): the web app's page views and product events in, one
 * VisitorEvent.v1 each out on `faithcraft.web-analytics.v1`, answered 202 `{accepted}` after the
 * broker acknowledged them. Mounted behind the facade's identity middleware (userId comes from
 * the verified session, never from the body) and its CSRF guard.
 *
 * CSRF: `navigator.sendBeacon` cannot set a custom header, so no header token is asked for. The
 * facade's Origin check still applies and is enough here: a beacon from our own pages carries our
 * Origin (and Sec-Fetch-Site: same-origin), while another site's page is refused, so it cannot
 * record events under a visitor's cookies. A client that is not a browser can forge any Origin,
 * but it holds no victim's cookies: it can only record events for itself, within the rate limits.
 */
export function webEventsRouter(opts: WebEventsOptions): Router {
  const now = opts.now ?? Date.now;
  const minute = { windowMs: 60_000 };
  const perVisitor = new WindowRateLimit({ ...minute, limit: opts.perVisitorPerMinute }, now);
  const perIp = new WindowRateLimit({ ...minute, limit: opts.perIpPerMinute }, now);
  const router = Router();

  router.post(
    '/events',
    // sendBeacon sends a string as text/plain; any type is read as text and parsed as JSON here.
    express.text({ type: () => true, limit: WEB_EVENTS_MAX_BYTES }),
    async (req: Request, res: Response) => {
      const visitorId = visitorOf(req, res, opts.cookieSecure);
      const parsed = webEventBatchSchema.safeParse(parseJson(req.body));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        res.status(400).json({ message: issue ? `${where}${issue.message}` : WebEventMessages.notJson });
        return;
      }
      const { events } = parsed.data;
      const ip = req.ip ?? 'unknown';
      if (!perVisitor.take(visitorId, events.length)) {
        res.status(429).json({ message: WebEventMessages.rateLimited });
        return;
      }
      if (!perIp.take(ip, events.length)) {
        perVisitor.giveBack(visitorId, events.length);
        res.status(429).json({ message: WebEventMessages.rateLimited });
        return;
      }
      const identity = (res.locals['identity'] as Identity | null | undefined) ?? null;
      const received = now();
      try {
        await opts.publisher.publish(events.map((e) => visitorEvent(e, visitorId, identity, received)));
      } catch (err) {
        perVisitor.giveBack(visitorId, events.length);
        perIp.giveBack(ip, events.length);
        if (!(err instanceof AnalyticsUnavailableError)) opts.log.error({ err }, 'recording web events failed');
        res.status(503).json({ message: WebEventMessages.unavailable });
        return;
      }
      res.status(202).json({ accepted: events.length });
    },
  );

  // The body parser's refusals (too large, bad encoding) are a clear 400, never the generic handler.
  router.use('/events', (err: unknown, _req: Request, res: Response, next: NextFunction) => {
    const type = (err as { type?: string }).type;
    if (type === 'entity.too.large') res.status(400).json({ message: WebEventMessages.tooLarge });
    else if (typeof (err as { status?: number }).status === 'number')
      res.status(400).json({ message: WebEventMessages.notJson });
    else next(err);
  });
  return router;
}

function visitorOf(req: Request, res: Response, secure: boolean): string {
  const cookie = req.cookies?.[VISITOR_COOKIE] as unknown;
  if (typeof cookie === 'string' && VISITOR_ID.test(cookie)) return cookie;
  const visitorId = randomUUID();
  res.cookie(VISITOR_COOKIE, visitorId, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ONE_YEAR_MS });
  return visitorId;
}

function parseJson(body: unknown): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

function visitorEvent(
  e: WebEventInput,
  visitorId: string,
  identity: Identity | null,
  received: number,
): VisitorEventV1['data'] {
  const claimed = e.occurredAt ? Date.parse(e.occurredAt) : NaN;
  const believable = claimed >= received - MAX_PAST_MS && claimed <= received + MAX_FUTURE_MS;
  return {
    visitorId,
    userId: identity?.userId ?? null,
    name: e.name,
    path: e.path,
    params: e.params ?? {},
    occurredAt: new Date(believable ? claimed : received).toISOString(),
  };
}
