import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/** The sandbox test clock: how far it runs ahead of real time (never set in production). */
export interface ClockDoc {
  _id: string;
  offsetMs: number;
}

const schema = new Schema<ClockDoc>(
  { _id: { type: String, required: true }, offsetMs: { type: Number, default: 0 }, ...aggregateSchemaFields() },
  { versionKey: false },
);

export function clockModel(db: Connection): Model<ClockDoc> {
  return db.model<ClockDoc>('TestClock', schema, 'test_clock');
}
