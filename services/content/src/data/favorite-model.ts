import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/** `_id` is `<userId>:<imageId>`, so a favourite exists at most once without a compound index. */
export interface FavoriteDoc {
  _id: string;
  userId: string;
  imageId: string;
  createdAt: Date;
}

const favoriteSchema = new Schema<FavoriteDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    imageId: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type FavoriteModel = Model<FavoriteDoc>;

export const favoriteId = (userId: string, imageId: string): string => `${userId}:${imageId}`;

export function favoriteModel(db: Connection): FavoriteModel {
  return db.model<FavoriteDoc>('Favorite', favoriteSchema, 'favorites');
}
