import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/** Which account a provider identity signs in to; `_id` is `<provider>:<subject>`, unique by construction. */
export interface ExternalIdentityDoc {
  _id: string;
  provider: string;
  subject: string;
  userId: string;
  linkedAt: Date;
}

const identitySchema = new Schema<ExternalIdentityDoc>(
  {
    _id: { type: String, required: true },
    provider: { type: String, required: true },
    subject: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    linkedAt: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type ExternalIdentityModel = Model<ExternalIdentityDoc>;

/** One model per connection (the accounts and the admin deletion share it). */
export function externalIdentityModel(db: Connection): ExternalIdentityModel {
  return (
    (db.models['ExternalIdentity'] as ExternalIdentityModel | undefined) ??
    db.model<ExternalIdentityDoc>('ExternalIdentity', identitySchema, 'external_identities')
  );
}
