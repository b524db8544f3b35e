import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/** A buyer's rating of an image; `_id` is `<userId>:<imageId>`, so each buyer rates an image once. */
export interface RatingDoc {
  _id: string;
  /** Null once the rater's account is deleted (the rating still counts in the image's figures). */
  userId: string | null;
  imageId: string;
  stars: number;
  createdAt: Date;
}

const ratingSchema = new Schema<RatingDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, default: null, index: true },
    imageId: { type: String, required: true, index: true },
    stars: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type RatingModel = Model<RatingDoc>;

export const ratingId = (userId: string, imageId: string): string => `${userId}:${imageId}`;

export function ratingModel(db: Connection): RatingModel {
  return db.model<RatingDoc>('Rating', ratingSchema, 'ratings');
}
