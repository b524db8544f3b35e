// Page views and product events (spec 000 §2, §7). Each event is recorded twice, by design:
// - to our own gateway (`POST /api/events` → faithcraft.web-analytics.v1), first-party, so the admin
//   console counts visitors without any third party. The sender (analytics-sender.ts) is loaded
//   once the browser is idle, so it costs the first paint nothing; events wait here until then.
// - to `window.dataLayer` when a tag manager put one on the page (optional configuration).
import { WEB_EVENTS_MAX_PER_REQUEST, type WebEventName } from '@faithcraft/validation';
import type { Sender } from './analytics-sender';

export type AnalyticsParams = Record<string, string | number | boolean | undefined>;

/** One event as `POST /api/events` takes it. */
export interface QueuedEvent {
  name: WebEventName;
  path: string;
  params: Record<string, string | number | boolean>;
  occurredAt: string;
}

const EVENTS_URL = '/api/events';
/** Events waiting for the sender to load (it takes them over). */
const waiting: QueuedEvent[] = [];
let sender: Sender | undefined;
let loading = false;

interface DataLayerWindow {
  dataLayer?: unknown[];
}

function dataLayer(): unknown[] | undefined {
  const layer = (window as unknown as DataLayerWindow).dataLayer;
  return Array.isArray(layer) ? layer : undefined;
}

/** Records one product event (e.g. `email_signup`). */
export function track(name: WebEventName, params: AnalyticsParams = {}): void {
  const defined = Object.fromEntries(
    Object.entries(params).filter(([, v]) => v !== undefined),
  ) as QueuedEvent['params'];
  dataLayer()?.push({ event: name, ...defined });
  record({ name, path: window.location.pathname, params: defined, occurredAt: new Date().toISOString() });
}

/** Records a page view; called on every route change. */
export function pageView(path: string): void {
  const title = document.title;
  // The full location (with its query) goes to a configured tag only: it may hold a reset token.
  dataLayer()?.push({ event: 'page_view', page_path: path, page_title: title, page_location: window.location.href });
  record({ name: 'page_view', path, params: { page_title: title }, occurredAt: new Date().toISOString() });
}

function record(event: QueuedEvent): void {
  if (sender) sender.add(event);
  else {
    waiting.push(event);
    loadSenderWhenIdle();
  }
}

function loadSenderWhenIdle(): void {
  if (loading) return;
  loading = true;
  // A page left before the sender loaded (a full-page redirect right after sign-up) still reports.
  window.addEventListener('pagehide', beaconWaiting);
  const load = () => {
    void import('./analytics-sender')
      .then(({ createSender }) => {
        window.removeEventListener('pagehide', beaconWaiting);
        sender = createSender(EVENTS_URL);
        for (const event of waiting.splice(0)) sender.add(event);
      })
      .catch(() => {
        loading = false; // a failed chunk load (offline): the next event tries again
      });
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(load, { timeout: 2_000 });
  else setTimeout(load, 1_000); // Safari before 18 has no requestIdleCallback
}

function beaconWaiting(): void {
  if (waiting.length && 'sendBeacon' in navigator) {
    navigator.sendBeacon(EVENTS_URL, JSON.stringify({ events: waiting.splice(0, WEB_EVENTS_MAX_PER_REQUEST) }));
  }
}
