import type { Connection } from 'mongoose';
import { AggregateStore, Isolation, type Logger } from '@faithcraft/lib';
import { SendLog } from '../sending/send-log.js';
import { TrackingStore } from '../tracking/tracking-store.js';
import { automationModel, type AutomationDoc } from './automation-model.js';
import { campaignModel, type CampaignDoc } from './campaign-model.js';
import { jobRunModel, type JobRunDoc } from './job-run-model.js';
import { marketingTemplateModel, type MarketingTemplateDoc } from './marketing-template-model.js';

/** The sending side's stores: aggregates through AggregateStore; send records and opens/clicks insert-only. */
export interface SendingStores {
  templates: AggregateStore<MarketingTemplateDoc>;
  campaigns: AggregateStore<CampaignDoc>;
  automations: AggregateStore<AutomationDoc>;
  jobRuns: AggregateStore<JobRunDoc>;
  sendLog: SendLog;
  tracking: TrackingStore;
}

export async function createSendingStores(db: Connection, log: Logger): Promise<SendingStores> {
  const isolation = await Isolation.detect(db, log);
  const sendLog = new SendLog(db);
  const tracking = new TrackingStore(db);
  const [templates, campaigns, automations, jobRuns] = await Promise.all([
    AggregateStore.open<MarketingTemplateDoc>(isolation, marketingTemplateModel(db), 'marketing_template'),
    AggregateStore.open<CampaignDoc>(isolation, campaignModel(db), 'campaign'),
    AggregateStore.open<AutomationDoc>(isolation, automationModel(db), 'automation'),
    AggregateStore.open<JobRunDoc>(isolation, jobRunModel(db), 'job_run'),
    sendLog.init(),
    tracking.init(),
  ]);
  return { templates, campaigns, automations, jobRuns, sendLog, tracking };
}
