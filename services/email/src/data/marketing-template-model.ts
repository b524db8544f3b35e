import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';
import type { TemplateType } from '../audience/contract.js';

/** A marketing template (id '1'..'6' by type): its MJML source and the HTML compiled from it at save. */
export interface MarketingTemplateDoc {
  _id: string;
  type: TemplateType;
  name: string;
  subject: string;
  mjml: string;
  html: string;
  isActive: boolean;
  lastModified: Date;
}

const schema = new Schema<MarketingTemplateDoc>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    name: { type: String, required: true },
    subject: { type: String, required: true },
    mjml: { type: String, required: true },
    html: { type: String, required: true },
    isActive: { type: Boolean, default: true },
    lastModified: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export const marketingTemplateModel = (db: Connection): Model<MarketingTemplateDoc> =>
  db.model<MarketingTemplateDoc>('MarketingTemplate', schema, 'marketing_templates');
