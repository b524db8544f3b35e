import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields, type Category, type ContentType } from '@faithcraft/lib';

export type GenerationStatus = 'pending' | 'completed' | 'failed';

export interface ImageDoc {
  _id: string;
  ownerId: string;
  title: string;
  description: string | null;
  category: Category;
  style: string;
  contentType: ContentType;
  prompt: string;
  status: GenerationStatus;
  failureReason: string | null;
  /** builtin | openai | upload */
  provider: string | null;
  /** MinIO object keys; null until the file is in permanent storage. */
  storageKey: string | null;
  thumbnailKey: string | null;
  /** A provider URL that can expire; kept so migration can copy it and repair can re-fetch it. */
  sourceUrl: string | null;
  isExpired: boolean;
  isPublic: boolean;
  isForSale: boolean;
  /** Promoted by an admin to the landing page's showcase (spec 001 Content tab, Promote). */
  /** Absent on images stored before Promote existed (read as false). */
  featured?: boolean;
  /** When it was promoted: the showcase shows the latest first. Null when not featured. */
  featuredAt?: Date | null;
  priceCents: number;
  downloadCount: number;
  /** Buyers' ratings, kept on the image so cards and the search index read them without a scan. */
  ratingCount: number;
  ratingSum: number;
  /** Free generation held at the users service (false for admins and Family Plan). */
  unlimited: boolean;
  attempts: number;
  requestedAt: Date;
  startedAt: Date | null;
  completedAt: Date | null;
  failedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const imageSchema = new Schema<ImageDoc>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true, index: true },
    title: { type: String, required: true },
    description: { type: String, default: null },
    category: { type: String, required: true, index: true },
    style: { type: String, required: true },
    contentType: { type: String, required: true },
    prompt: { type: String, required: true },
    status: { type: String, required: true, default: 'pending', index: true },
    failureReason: { type: String, default: null },
    provider: { type: String, default: null },
    storageKey: { type: String, default: null },
    thumbnailKey: { type: String, default: null },
    sourceUrl: { type: String, default: null },
    isExpired: { type: Boolean, default: false },
    isPublic: { type: Boolean, default: false, index: true },
    isForSale: { type: Boolean, default: false },
    featured: { type: Boolean, default: false, index: true },
    featuredAt: { type: Date, default: null },
    priceCents: { type: Number, default: 0 },
    downloadCount: { type: Number, default: 0 },
    ratingCount: { type: Number, default: 0 },
    ratingSum: { type: Number, default: 0 },
    unlimited: { type: Boolean, default: false },
    attempts: { type: Number, default: 0 },
    requestedAt: { type: Date, required: true },
    startedAt: { type: Date, default: null },
    completedAt: { type: Date, default: null },
    failedAt: { type: Date, default: null },
    ...aggregateSchemaFields(),
  },
  { timestamps: true, versionKey: false },
);

export type ImageModel = Model<ImageDoc>;

export function imageModel(db: Connection): ImageModel {
  return db.model<ImageDoc>('Image', imageSchema, 'images');
}
