// Sends the queued analytics events to the gateway (loaded lazily by analytics.ts): batched, one
// request at a time, on a short timer while the page is open and with navigator.sendBeacon when it
// is hidden or left (the only request a closing page is sure to finish).
import { WEB_EVENTS_MAX_BYTES, WEB_EVENTS_MAX_PER_REQUEST } from '@faithcraft/validation';
import type { QueuedEvent } from './analytics';

export interface Sender {
  add(event: QueuedEvent): void;
}

/** Events are sent this long after the first one waiting: a burst (navigation + events) goes together. */
const FLUSH_DELAY_MS = 2_000;
/** After a failed request (offline, gateway or broker down) the events wait this long, then longer. */
const RETRY_DELAYS_MS = [5_000, 15_000, 60_000];
/** What a long outage may hold in memory; the oldest are dropped first. */
const MAX_WAITING = 200;
/** Room left under the gateway's byte limit for the envelope `{"events":[…]}`. */
const MAX_BATCH_BYTES = WEB_EVENTS_MAX_BYTES - 512;

/**
 * The longest prefix of `queue` that fits one request (count and bytes); at least one event, so an
 * event too large on its own is still sent once (and refused) instead of blocking the queue.
 */
export function takeBatch(queue: QueuedEvent[]): QueuedEvent[] {
  let bytes = 0;
  let count = 0;
  for (const event of queue) {
    const size = new TextEncoder().encode(JSON.stringify(event)).length + 1;
    if (count > 0 && (count >= WEB_EVENTS_MAX_PER_REQUEST || bytes + size > MAX_BATCH_BYTES)) break;
    bytes += size;
    count += 1;
  }
  return queue.splice(0, count);
}

export function createSender(url: string): Sender {
  const queue: QueuedEvent[] = [];
  let timer: number | undefined;
  let sending = false;
  let failures = 0;

  const schedule = (delay: number) => {
    if (timer === undefined && !sending) timer = window.setTimeout(() => void flush(), delay);
  };

  // One request at a time: the first answer sets the visitor cookie that every later one carries.
  async function flush(): Promise<void> {
    timer = undefined;
    if (sending || queue.length === 0) return;
    sending = true;
    const batch = takeBatch(queue);
    let retry = false;
    try {
      const res = await fetch(url, {
        method: 'POST',
        credentials: 'same-origin',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ events: batch }),
      });
      // 400 (a bug of ours) and 429 (too fast) are not retried: sending them again would not help.
      retry = res.status >= 500;
    } catch {
      retry = true; // offline or the gateway unreachable
    }
    sending = false;
    if (retry) {
      queue.unshift(...batch);
      queue.splice(0, Math.max(0, queue.length - MAX_WAITING));
      schedule(RETRY_DELAYS_MS[Math.min(failures++, RETRY_DELAYS_MS.length - 1)]!);
    } else {
      failures = 0;
      if (queue.length) schedule(0);
    }
  }

  function beaconAll(): void {
    if (!('sendBeacon' in navigator)) return;
    window.clearTimeout(timer);
    timer = undefined;
    while (queue.length) {
      const batch = takeBatch(queue);
      if (!navigator.sendBeacon(url, JSON.stringify({ events: batch }))) {
        queue.unshift(...batch); // the browser's beacon quota is used up: the next flush retries
        break;
      }
    }
  }

  window.addEventListener('pagehide', beaconAll);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beaconAll();
  });

  return {
    add(event) {
      queue.push(event);
      queue.splice(0, Math.max(0, queue.length - MAX_WAITING));
      schedule(FLUSH_DELAY_MS);
    },
  };
}
