import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/** One answered marketplace search; it carries its MarketplaceSearched event in its own outbox. */
export interface SearchDoc {
  _id: string;
  term: string;
  category: string | null;
  contentType: string | null;
  style: string | null;
  resultCount: number;
  userId: string | null;
  searchedAt: Date;
}

const searchSchema = new Schema<SearchDoc>(
  {
    _id: { type: String, required: true },
    term: { type: String, default: '' },
    category: { type: String, default: null },
    contentType: { type: String, default: null },
    style: { type: String, default: null },
    resultCount: { type: Number, required: true },
    userId: { type: String, default: null, index: true },
    searchedAt: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type SearchModel = Model<SearchDoc>;

export function searchModel(db: Connection): SearchModel {
  return db.model<SearchDoc>('Search', searchSchema, 'searches');
}
