import { isDuplicateKey } from '@faithcraft/lib';
import type { AggregateStore, Logger } from '@faithcraft/lib';
import type { JobRunDoc } from '../data/job-run-model.js';

/** A job: which run is due now (its key names the period, null = nothing due) and what it does. */
export interface ScheduledJob {
  name: string;
  /** The key of the run due at `now` (e.g. `weekly-digest:2026-W48`), or null. */
  dueRun(now: Date): string | null;
  run(runKey: string): Promise<string>;
}

/**
 * Durable scheduled jobs: a run is claimed by inserting its key (unique across replicas and
 * restarts); a run whose owner died is taken over when its lease ran out. The work itself must be
 * idempotent per run key (the automations create their campaign under the run key).
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private busy = false;

  constructor(
    private readonly runs: AggregateStore<JobRunDoc>,
    private readonly jobs: ScheduledJob[],
    private readonly owner: string,
    private readonly leaseMs: number,
    private readonly log: Logger,
  ) {}

  start(pollMs: number): void {
    this.timer = setInterval(() => void this.tick(), pollMs);
    void this.tick();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Runs every due job not yet done; answers the run keys this call ran. */
  async tick(now = new Date()): Promise<string[]> {
    if (this.busy) return [];
    this.busy = true;
    const ran: string[] = [];
    try {
      for (const job of this.jobs) {
        const key = job.dueRun(now);
        if (!key || !(await this.claim(job.name, key, now))) continue;
        ran.push(key);
        await this.execute(job, key);
      }
    } catch (err) {
      this.log.error({ err }, 'job poll failed');
    } finally {
      this.busy = false;
    }
    return ran;
  }

  private async claim(job: string, key: string, now: Date): Promise<boolean> {
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    try {
      await this.runs.create({
        _id: key,
        job,
        status: 'running',
        owner: this.owner,
        leaseUntil,
        attempts: 1,
        startedAt: now,
      });
      return true;
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const outcome = await this.runs.update(key, (r) =>
      r.status === 'running' && r.leaseUntil && r.leaseUntil <= now
        ? { update: { $set: { owner: this.owner, leaseUntil }, $inc: { attempts: 1 } }, result: true }
        : null,
    );
    return outcome?.result === true;
  }

  private async execute(job: ScheduledJob, key: string): Promise<void> {
    try {
      const outcome = await job.run(key);
      await this.runs.apply(key, {
        $set: { status: 'done', finishedAt: new Date(), outcome, owner: null, leaseUntil: null },
      });
    } catch (err) {
      this.log.error({ err, run: key }, 'scheduled job failed');
      await this.runs.apply(key, {
        $set: { status: 'failed', finishedAt: new Date(), outcome: (err as Error).message },
      });
    }
  }
}

/** ISO-8601 week of a date (UTC), e.g. `2026-W48`. */
export function isoWeek(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export const isoDay = (at: Date): string => at.toISOString().slice(0, 10);

/** A weekly run from `weekday` (1 = Monday … 7 = Sunday) at `hour` UTC onwards, once per ISO week. */
export function weeklyAt(name: string, weekday: number, hour: number) {
  return (now: Date): string | null => {
    const day = now.getUTCDay() || 7;
    const due = day > weekday || (day === weekday && now.getUTCHours() >= hour);
    return due ? `${name}:${isoWeek(now)}` : null;
  };
}

/** A daily run from `hour` UTC onwards, once per day. */
export function dailyAt(name: string, hour: number) {
  return (now: Date): string | null => (now.getUTCHours() >= hour ? `${name}:${isoDay(now)}` : null);
}
