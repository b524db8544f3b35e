import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';
import type { SegmentKey, TemplateType } from '../audience/contract.js';

export const CAMPAIGN_STATUSES = ['DRAFT', 'SCHEDULED', 'SENDING', 'SENT', 'PAUSED', 'FAILED'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export interface CampaignProgress {
  total: number;
  sent: number;
  failed: number;
  skipped: number;
}

/**
 * A marketing mail to a list or a segment. `owner`/`leaseUntil`: the one process sending it
 * (claimed and renewed by update-by-decision, taken over when the lease ran out).
 */
export interface CampaignDoc {
  _id: string;
  name: string;
  subject: string;
  html: string;
  fromEmail: string | null;
  status: CampaignStatus;
  listId: string | null;
  segment: SegmentKey | null;
  templateType: TemplateType | null;
  /** Automations' campaigns name their automation; null for the admin's own. */
  automationId: string | null;
  scheduledAt: Date | null;
  startedAt: Date | null;
  finishedAt: Date | null;
  createdAt: Date;
  progress: CampaignProgress;
  owner: string | null;
  leaseUntil: Date | null;
  lastError: string | null;
}

const schema = new Schema<CampaignDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    subject: { type: String, required: true },
    html: { type: String, required: true },
    fromEmail: { type: String, default: null },
    status: { type: String, required: true, index: true },
    listId: { type: String, default: null },
    segment: { type: String, default: null },
    templateType: { type: String, default: null },
    automationId: { type: String, default: null },
    scheduledAt: { type: Date, default: null },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    progress: {
      total: { type: Number, default: 0 },
      sent: { type: Number, default: 0 },
      failed: { type: Number, default: 0 },
      skipped: { type: Number, default: 0 },
    },
    owner: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    lastError: { type: String, default: null },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export const campaignModel = (db: Connection): Model<CampaignDoc> =>
  db.model<CampaignDoc>('Campaign', schema, 'campaigns');
