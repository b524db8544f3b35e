import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

export type DownloadFormat = 'png' | 'jpg' | 'pdf';

/** One file a user downloaded; carries its ImageDownloaded event in its own outbox. */
export interface DownloadDoc {
  _id: string;
  userId: string;
  imageId: string;
  imageTitle: string;
  format: DownloadFormat;
  createdAt: Date;
}

const downloadSchema = new Schema<DownloadDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    imageId: { type: String, required: true, index: true },
    imageTitle: { type: String, required: true },
    format: { type: String, required: true },
    createdAt: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type DownloadModel = Model<DownloadDoc>;

export function downloadModel(db: Connection): DownloadModel {
  return db.model<DownloadDoc>('Download', downloadSchema, 'downloads');
}
