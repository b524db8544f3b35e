import type { AggregateStore, Logger } from '@faithcraft/lib';
import type { Audience, Audiences, Recipient, Suppressions } from '../audience/contract.js';
import type { CampaignDoc, CampaignProgress } from '../data/campaign-model.js';
import type { NewImage } from '../templates/marketing/types.js';
import { usesVariable } from '../templates/marketing/variables.js';
import type { MarketingTransport } from './marketing-transport.js';
import type { MailContent, Personalizer } from './personalize.js';
import type { OutcomeInput, SendLog } from './send-log.js';
import { Throttle, inParallel } from './throttle.js';

export interface SendSettings {
  /** Mails per second over all of this process's connections (EMAIL_SEND_RATE). */
  rate: number;
  /** SMTP connections (EMAIL_SEND_CONCURRENCY). */
  concurrency: number;
  batchSize: number;
  leaseMs: number;
  pollMs: number;
}

export interface SendEngineDeps {
  campaigns: AggregateStore<CampaignDoc>;
  sendLog: SendLog;
  audiences: Audiences;
  suppressions: Suppressions;
  transport: MarketingTransport;
  personalizer: Personalizer;
  newImages: () => Promise<NewImage[]>;
  log: Logger;
  /** This process's name in a campaign's `owner`. */
  owner: string;
  settings: SendSettings;
}

export const audienceOf = (c: Pick<CampaignDoc, 'segment' | 'listId'>): Audience =>
  c.segment ? { kind: 'segment', segment: c.segment } : { kind: 'list', listId: c.listId ?? '' };

/** Outcomes committed together (one insert). */
const OUTCOME_FLUSH = 50;

/** Why a run stopped before the audience's end. */
type Interruption = 'paused' | 'lease-lost' | 'stopping';

/**
 * Sends campaigns in the background: every process polls for campaigns in SENDING (and due
 * SCHEDULED ones), claims one with an owner and a lease (update-by-decision, so exactly one
 * process wins), and sends to its audience in batches. Each recipient is reserved in the send log
 * before its SMTP call and committed after it, so a restarted or taking-over sender continues with
 * the rest and never mails anyone twice.
 */
export class SendEngine {
  private readonly running = new Map<string, Promise<void>>();
  private readonly throttle: Throttle;
  private timer: NodeJS.Timeout | undefined;
  private ticking = false;
  private stopping = false;

  constructor(private readonly deps: SendEngineDeps) {
    this.throttle = new Throttle(deps.settings.rate);
  }

  start(): void {
    this.timer = setInterval(() => this.kick(), this.deps.settings.pollMs);
    this.kick();
  }

  /** Looks for work now (after an admin started a campaign) instead of at the next poll. */
  kick(): void {
    if (this.stopping || this.ticking) return;
    this.ticking = true;
    this.tick()
      .catch((err: unknown) => this.deps.log.error({ err }, 'campaign sender poll failed'))
      .finally(() => (this.ticking = false));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.timer);
    await Promise.allSettled([...this.running.values()]);
  }

  /** Campaigns this process is sending now. */
  get active(): string[] {
    return [...this.running.keys()];
  }

  private async tick(): Promise<void> {
    const { campaigns } = this.deps;
    const now = new Date();
    for (const due of await campaigns.find({ status: 'SCHEDULED' }, { projection: { _id: 1, scheduledAt: 1 } })) {
      if (due.scheduledAt && due.scheduledAt <= now) {
        await campaigns.update(due._id, (c) =>
          c.status === 'SCHEDULED' ? { update: { $set: { status: 'SENDING', startedAt: c.startedAt ?? now } } } : null,
        );
      }
    }
    for (const c of await campaigns.find({ status: 'SENDING' }, { projection: { _id: 1 } })) {
      if (this.stopping || this.running.has(c._id)) continue;
      if (!(await this.claim(c._id))) continue;
      const run = this.run(c._id)
        .catch(async (err: unknown) => {
          this.deps.log.error({ err, campaignId: c._id }, 'campaign send failed');
          await this.fail(c._id, (err as Error).message);
        })
        .finally(() => this.running.delete(c._id));
      this.running.set(c._id, run);
    }
  }

  /** Takes the campaign when nobody holds a live lease on it. */
  private async claim(id: string): Promise<boolean> {
    const now = new Date();
    const outcome = await this.deps.campaigns.update(id, (c) => {
      const free = !c.owner || c.owner === this.deps.owner || !c.leaseUntil || c.leaseUntil <= now;
      if (c.status !== 'SENDING' || !free) return null;
      return {
        update: { $set: { owner: this.deps.owner, leaseUntil: this.leaseEnd() } },
        result: true,
      };
    });
    return outcome?.result === true;
  }

  private leaseEnd(): Date {
    return new Date(Date.now() + this.deps.settings.leaseMs);
  }

  private async run(id: string): Promise<void> {
    const { campaigns, sendLog, audiences, settings } = this.deps;
    const campaign = await campaigns.findById(id);
    if (!campaign) return;
    const audience = audienceOf(campaign);
    // Records a dead sender left `sending` become `unknown`: counted, never sent again.
    const done = await sendLog.recover(id);
    const progress: CampaignProgress = { total: 0, ...done };
    const counted = await audiences.count(audience);
    progress.total = Math.max(counted, progress.sent + progress.failed + progress.skipped);
    const content: MailContent = {
      mailId: id,
      subject: campaign.subject,
      html: campaign.html,
      listId: audience.kind === 'list' ? audience.listId : null,
      newImages: usesVariable(campaign.html, 'newImages') ? await this.deps.newImages() : [],
    };
    let interrupted: Interruption | null = await this.checkpoint(id, progress);
    if (!interrupted) {
      for await (const batch of audiences.recipients(audience, settings.batchSize)) {
        await this.sendBatch(campaign, content, batch, progress);
        interrupted = await this.checkpoint(id, progress);
        if (interrupted) break;
      }
    }
    if (interrupted === 'lease-lost') return;
    await campaigns.update(id, (c) => {
      if (c.owner !== this.deps.owner) return null;
      const finished = !interrupted && c.status === 'SENDING';
      const total = finished ? progress.sent + progress.failed + progress.skipped : progress.total;
      return {
        update: {
          $set: {
            progress: { ...progress, total: Math.max(total, progress.sent + progress.failed + progress.skipped) },
            owner: null,
            leaseUntil: null,
            ...(finished ? { status: 'SENT', finishedAt: new Date() } : {}),
          },
        },
      };
    });
  }

  private async sendBatch(
    campaign: CampaignDoc,
    content: MailContent,
    batch: Recipient[],
    progress: CampaignProgress,
  ): Promise<void> {
    const { sendLog, suppressions, transport, personalizer, settings, log } = this.deps;
    const reserved = await sendLog.reserve(campaign._id, batch);
    // Outcomes are committed many at a time: a mail sent but not yet committed when the process
    // dies becomes `unknown` (not re-sent), so the buffer stays small.
    let pending: OutcomeInput[] = [];
    const flush = async () => {
      const outcomes = pending;
      pending = [];
      await sendLog.finish(campaign._id, outcomes);
    };
    const record = async (outcome: OutcomeInput) => {
      pending.push(outcome);
      progress[outcome.status]++;
      if (pending.length >= OUTCOME_FLUSH) await flush();
    };
    // More lanes than SMTP connections: lookups and record writes overlap the pool's sends.
    await inParallel(reserved, settings.concurrency * 4, async (r) => {
      const ref = { key: r.key, userId: r.userId };
      if (await suppressions.isSuppressed(r.email)) return record({ ...ref, status: 'skipped' });
      await this.throttle.take();
      try {
        await transport.send(personalizer.personalize(content, r), campaign.fromEmail);
      } catch (err) {
        log.warn({ err, campaignId: campaign._id }, 'marketing mail refused');
        return record({ ...ref, status: 'failed', error: (err as Error).message });
      }
      return record({ ...ref, status: 'sent' });
    });
    await flush();
  }

  /** Writes progress and renews the lease; answers why to stop, if the campaign should. */
  private async checkpoint(id: string, progress: CampaignProgress): Promise<Interruption | null> {
    if (this.stopping) return 'stopping';
    try {
      const outcome = await this.deps.campaigns.update<Interruption | null>(id, (c) => {
        if (c.owner !== this.deps.owner) return { result: 'lease-lost' };
        return {
          update: { $set: { progress: { ...progress }, leaseUntil: this.leaseEnd() } },
          result: c.status === 'SENDING' ? null : 'paused',
        };
      });
      return outcome ? (outcome.result ?? null) : 'lease-lost';
    } catch (err) {
      // A progress write that failed (a busy database) is retried at the next batch; the lease outlasts it.
      this.deps.log.warn({ err, campaignId: id }, 'campaign progress not written');
      return null;
    }
  }

  private async fail(id: string, message: string): Promise<void> {
    await this.deps.campaigns.update(id, (c) =>
      c.owner === this.deps.owner
        ? { update: { $set: { status: 'FAILED', lastError: message, owner: null, leaseUntil: null } } }
        : null,
    );
  }
}
