import { Topics, eventsFor, type AggregateStore, type Logger } from '@faithcraft/lib';
import type { ImageDoc } from '../data/image-model.js';
import { generationRequested } from '../events/image-events.js';

/**
 * Puts pending images that made no progress for `staleMinutes` back on the queue (their job was
 * lost, e.g. the outbox entry was published to a topic that has since been cleaned). The worker
 * is idempotent, so a job that was merely slow is not done twice.
 */
export async function requeueStaleGenerations(
  images: AggregateStore<ImageDoc>,
  staleMinutes: number,
  log: Logger,
): Promise<number> {
  const cutoff = new Date(Date.now() - staleMinutes * 60_000);
  const stale = await images.find(
    { status: 'pending', updatedAt: { $lt: cutoff } },
    { projection: { _id: 1 }, limit: 500 },
  );
  for (const image of stale) {
    await images.update(image._id, (current) =>
      current.status === 'pending' ? { events: eventsFor(Topics.generationJobs, generationRequested(current)) } : null,
    );
  }
  if (stale.length) log.warn({ count: stale.length }, 'stale generations queued again');
  return stale.length;
}
