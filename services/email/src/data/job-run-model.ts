import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/**
 * One run of a scheduled job, keyed by its period (`weekly-digest:2026-W48`): the unique `_id`
 * makes it run once across replicas; the lease lets another replica finish a run whose owner died.
 */
export interface JobRunDoc {
  _id: string;
  job: string;
  status: 'running' | 'done' | 'failed';
  owner: string | null;
  leaseUntil: Date | null;
  attempts: number;
  startedAt: Date;
  finishedAt: Date | null;
  outcome: string | null;
}

const schema = new Schema<JobRunDoc>(
  {
    _id: { type: String, required: true },
    job: { type: String, required: true, index: true },
    status: { type: String, required: true },
    owner: { type: String, default: null },
    leaseUntil: { type: Date, default: null },
    attempts: { type: Number, default: 1 },
    startedAt: { type: Date, required: true },
    finishedAt: { type: Date, default: null },
    outcome: { type: String, default: null },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export const jobRunModel = (db: Connection): Model<JobRunDoc> => db.model<JobRunDoc>('JobRun', schema, 'job_runs');
