import type { AggregateStore, Logger } from '@faithcraft/lib';
import type { Audiences, Recipient, Suppressions } from '../audience/contract.js';
import type { AutomationDoc, AutomationStatus } from '../data/automation-model.js';
import type { CampaignDoc } from '../data/campaign-model.js';
import type { ScheduledJob } from '../jobs/job-store.js';
import type { CampaignService } from '../campaigns/campaign-service.js';
import type { MarketingTransport } from '../sending/marketing-transport.js';
import type { Personalizer } from '../sending/personalize.js';
import type { SendLog } from '../sending/send-log.js';
import type { TemplateLibrary } from '../templates/marketing/template-library.js';
import type { NewImage } from '../templates/marketing/types.js';
import type { TrackingStore } from '../tracking/tracking-store.js';
import { AUTOMATIONS, automationById, automationMailId, type AutomationDefinition } from './definitions.js';

export interface AutomationView extends AutomationDefinition {
  status: AutomationStatus;
  sent: number;
  metric: string;
  lastRunAt: Date | null;
  nextRunAt: Date | null;
}

export interface AutomationDeps {
  automations: AggregateStore<AutomationDoc>;
  campaigns: AggregateStore<CampaignDoc>;
  campaignService: CampaignService;
  library: TemplateLibrary;
  audiences: Audiences;
  suppressions: Suppressions;
  sendLog: SendLog;
  tracking: TrackingStore;
  transport: MarketingTransport;
  personalizer: Personalizer;
  newImages: () => Promise<NewImage[]>;
  log: Logger;
}

const HOUR = 3_600_000;

/** When a scheduled automation's next period starts (searched hour by hour, up to 8 days ahead). */
function nextRun(def: AutomationDefinition, now: Date): Date | null {
  if (!def.schedule) return null;
  const current = def.schedule(now);
  const start = Math.ceil(now.getTime() / HOUR) * HOUR;
  for (let t = start; t < now.getTime() + 8 * 24 * HOUR; t += HOUR) {
    const key = def.schedule(new Date(t));
    if (key && key !== current) return new Date(t);
  }
  return null;
}

export const metricText = (sent: number, uniqueOpens: number): string =>
  sent === 0 ? 'No mails sent yet' : `${sent} sent · ${Math.round((uniqueOpens / sent) * 100)}% opened`;

/**
 * The automations: welcome and limit warning fire from user events, once per person (the send
 * log's unique record); the weekly digest, new-user trial and retention run as durable jobs whose
 * run key is also their campaign's id, so a re-run continues the same campaign.
 */
export class AutomationService {
  constructor(private readonly deps: AutomationDeps) {}

  async ensure(): Promise<void> {
    for (const def of AUTOMATIONS) {
      await this.deps.automations.createOrUpdate(
        { _id: def.id, status: def.defaultStatus, lastRunAt: null },
        () => null,
      );
    }
  }

  async status(id: string): Promise<AutomationStatus> {
    return (await this.deps.automations.findById(id))?.status ?? automationById(id)?.defaultStatus ?? 'DRAFT';
  }

  async setStatus(id: string, status: AutomationStatus): Promise<{ success: boolean; message: string }> {
    const def = automationById(id);
    if (!def) return { success: false, message: 'Automation not found' };
    await this.deps.automations.createOrUpdate({ _id: id, status, lastRunAt: null }, (a) =>
      a.status === status ? null : { update: { $set: { status } } },
    );
    const verb = status === 'ACTIVE' ? 'is active' : status === 'PAUSED' ? 'is paused' : 'is a draft';
    return { success: true, message: `${def.name} ${verb}` };
  }

  async list(now = new Date()): Promise<AutomationView[]> {
    return Promise.all(
      AUTOMATIONS.map(async (def) => {
        const doc = await this.deps.automations.findById(def.id);
        const { sent, uniqueOpens } = await this.figures(def);
        return {
          ...def,
          status: doc?.status ?? def.defaultStatus,
          sent,
          metric: metricText(sent, uniqueOpens),
          lastRunAt: doc?.lastRunAt ?? null,
          nextRunAt: nextRun(def, now),
        };
      }),
    );
  }

  private async figures(def: AutomationDefinition): Promise<{ sent: number; uniqueOpens: number }> {
    if (!def.schedule) {
      const mailId = automationMailId(def.id);
      const [sent, stats] = await Promise.all([this.deps.sendLog.countSent(mailId), this.deps.tracking.stats(mailId)]);
      return { sent, uniqueOpens: stats.uniqueOpens };
    }
    const runs = await this.deps.campaigns.find({ automationId: def.id }, { projection: { _id: 1, progress: 1 } });
    let sent = 0;
    let uniqueOpens = 0;
    for (const run of runs) {
      sent += run.progress.sent;
      uniqueOpens += (await this.deps.tracking.stats(run._id)).uniqueOpens;
    }
    return { sent, uniqueOpens };
  }

  /**
   * Sends an event automation's template to one person, at most once per `dedupeKey`; answers
   * whether a mail went out.
   */
  async sendToPerson(id: string, person: Recipient, dedupeKey: string): Promise<boolean> {
    const { sendLog, suppressions, library, personalizer, transport, log } = this.deps;
    const def = automationById(id);
    if (!def || (await this.status(id)) !== 'ACTIVE') return false;
    if (await suppressions.isSuppressed(person.email)) return false;
    const mailId = automationMailId(id);
    const recipient = { ...person, key: dedupeKey };
    const template = await library.get(def.templateType);
    if (!(await sendLog.reserveOne(mailId, recipient))) return false;
    const mail = personalizer.personalize(
      { mailId, subject: template.subject, html: template.html, listId: null, newImages: [] },
      recipient,
    );
    try {
      await transport.send(mail);
    } catch (err) {
      log.warn({ err, automation: id }, 'automation mail refused');
      await sendLog.finish(mailId, [
        { key: dedupeKey, userId: person.userId, status: 'failed', error: (err as Error).message },
      ]);
      return false;
    }
    await sendLog.finish(mailId, [{ key: dedupeKey, userId: person.userId, status: 'sent' }]);
    await this.deps.automations.apply(id, { $set: { lastRunAt: new Date() } });
    return true;
  }

  /** The scheduled automations as durable jobs. */
  jobs(): ScheduledJob[] {
    return AUTOMATIONS.filter((def) => def.schedule).map((def) => ({
      name: def.id,
      dueRun: (now: Date) => def.schedule!(now),
      run: (runKey: string) => this.runScheduled(def, runKey),
    }));
  }

  private async runScheduled(def: AutomationDefinition, runKey: string): Promise<string> {
    if ((await this.status(def.id)) !== 'ACTIVE') return `skipped: ${def.name} is not active`;
    const campaignId = automationMailId(runKey);
    if (!(await this.deps.campaigns.exists({ _id: campaignId }))) {
      const audience =
        def.audience === 'default-list' || !def.audience
          ? { listId: await this.deps.audiences.defaultListId() }
          : { segment: def.audience };
      const created = await this.deps.campaignService.createFromTemplate(
        { templateType: def.templateType, ...audience },
        { _id: campaignId, automationId: def.id },
      );
      if (!created.success) throw new Error(created.message);
    }
    const started = await this.deps.campaignService.send(campaignId);
    await this.deps.automations.apply(def.id, { $set: { lastRunAt: new Date() } });
    return started.message;
  }
}
