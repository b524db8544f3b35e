import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/** Progress of the (single) image migration job; `_id` is always 'images'. */
export interface MigrationDoc {
  _id: string;
  running: boolean;
  processed: number;
  migrated: number;
  failed: number;
  total: number;
  startedAt: Date | null;
  finishedAt: Date | null;
  /** Heartbeat of the running job, so a job whose process died can be started again. */
  updatedAt: Date;
}

const migrationSchema = new Schema<MigrationDoc>(
  {
    _id: { type: String, required: true },
    running: { type: Boolean, default: false },
    processed: { type: Number, default: 0 },
    migrated: { type: Number, default: 0 },
    failed: { type: Number, default: 0 },
    total: { type: Number, default: 0 },
    startedAt: { type: Date, default: null },
    finishedAt: { type: Date, default: null },
    updatedAt: { type: Date, default: () => new Date() },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type MigrationModel = Model<MigrationDoc>;

export function migrationModel(db: Connection): MigrationModel {
  return db.model<MigrationDoc>('Migration', migrationSchema, 'migrations');
}
