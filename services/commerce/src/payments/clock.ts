import type { AggregateStore } from '@faithcraft/lib';
import type { ClockDoc } from '../data/clock-model.js';

const CLOCK_ID = 'sandbox';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Commerce's notion of now. In production it is the real clock; otherwise the sandbox test clock
 * may be moved ahead (never back), so tests can pass a subscription's period end. The offset is
 * kept in the database so a restarted service keeps the time it had reached.
 */
export class CommerceClock {
  private offsetMs = 0;

  constructor(
    private readonly store: AggregateStore<ClockDoc>,
    private readonly movable: boolean,
    private readonly realNow: () => number = Date.now,
  ) {}

  get canAdvance(): boolean {
    return this.movable;
  }

  now(): Date {
    return new Date(this.realNow() + this.offsetMs);
  }

  /** Reads the stored offset (at start, and before a sweep in case another instance moved it). */
  async refresh(): Promise<void> {
    if (!this.movable) return;
    this.offsetMs = (await this.store.findById(CLOCK_ID))?.offsetMs ?? 0;
  }

  /** Moves the clock `days` ahead; answers the new now. */
  async advance(days: number): Promise<Date> {
    if (!this.movable) throw new Error('the test clock cannot be moved in production');
    const { doc } = await this.store.createOrUpdate({ _id: CLOCK_ID, offsetMs: days * DAY_MS }, () => ({
      update: { $inc: { offsetMs: days * DAY_MS } },
    }));
    // createOrUpdate answers the document as written by the update, or the created one.
    this.offsetMs = doc.offsetMs;
    return this.now();
  }
}
