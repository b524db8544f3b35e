import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

export const AUTOMATION_STATUSES = ['ACTIVE', 'PAUSED', 'DRAFT'] as const;
export type AutomationStatus = (typeof AUTOMATION_STATUSES)[number];

/** An automation's admin-set status and when it last ran (its definition lives in code). */
export interface AutomationDoc {
  _id: string;
  status: AutomationStatus;
  lastRunAt: Date | null;
}

const schema = new Schema<AutomationDoc>(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true },
    lastRunAt: { type: Date, default: null },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export const automationModel = (db: Connection): Model<AutomationDoc> =>
  db.model<AutomationDoc>('Automation', schema, 'automations');
