import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/** A provider webhook event already applied, keyed by the provider's event id (deduplication). */
export interface WebhookEventDoc {
  _id: string;
  type: string;
  receivedAt: Date;
}

const schema = new Schema<WebhookEventDoc>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    receivedAt: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export function webhookEventModel(db: Connection): Model<WebhookEventDoc> {
  return db.model<WebhookEventDoc>('WebhookEvent', schema, 'webhook_events');
}
