import { describe, expect, it } from '@jest/globals';
import { WEB_EVENTS_MAX_BYTES, WEB_EVENTS_MAX_PER_REQUEST } from '@faithcraft/validation';
import type { QueuedEvent } from './analytics';
import { takeBatch } from './analytics-sender';

const event = (n: number, text = ''): QueuedEvent => ({
  name: 'page_view',
  path: `/p${n}`,
  params: text ? { page_title: text } : {},
  occurredAt: '2026-11-23T12:00:00.000Z',
});

describe('analytics batches', () => {
  it('takes at most the number of events one request may carry, oldest first', () => {
    const queue = Array.from({ length: 45 }, (_, n) => event(n));
    const first = takeBatch(queue);
    expect(first).toHaveLength(WEB_EVENTS_MAX_PER_REQUEST);
    expect(first[0]!.path).toBe('/p0');
    expect(takeBatch(queue)).toHaveLength(WEB_EVENTS_MAX_PER_REQUEST);
    expect(takeBatch(queue).map((e) => e.path)).toEqual(['/p40', '/p41', '/p42', '/p43', '/p44']);
    expect(queue).toEqual([]);
  });

  it('keeps a batch within the byte limit of a request', () => {
    const queue = Array.from({ length: 10 }, (_, n) => event(n, 'é'.repeat(120) + 'x'.repeat(2_000)));
    const batch = takeBatch(queue);
    const body = JSON.stringify({ events: batch });
    expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(WEB_EVENTS_MAX_BYTES);
    expect(batch.length).toBeGreaterThan(1);
    expect(batch.length + queue.length).toBe(10);
  });

  it('sends an oversized event on its own instead of blocking the queue behind it', () => {
    const queue = [event(0, 'x'.repeat(WEB_EVENTS_MAX_BYTES)), event(1)];
    expect(takeBatch(queue).map((e) => e.path)).toEqual(['/p0']);
    expect(takeBatch(queue).map((e) => e.path)).toEqual(['/p1']);
  });
});
