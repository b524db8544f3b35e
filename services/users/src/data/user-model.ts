import { Schema, type Connection, type Model } from 'mongoose';
import { outboxSchemaFields, type OutboxFields } from '@faithcraft/lib';

export interface UserDoc extends OutboxFields {
  _id: string;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: string;
  subscriptionStatus: string;
  freeGenerationsUsed: number;
  freeGenerationsLimit: number;
  createdAt: Date;
  updatedAt: Date;
}

const userSchema = new Schema<UserDoc>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, default: null },
    firstName: { type: String, default: null },
    lastName: { type: String, default: null },
    profileImageUrl: { type: String, default: null },
    role: { type: String, required: true, default: 'user', index: true },
    subscriptionStatus: { type: String, required: true, default: 'inactive' },
    freeGenerationsUsed: { type: Number, required: true, default: 0 },
    freeGenerationsLimit: { type: Number, required: true, default: 5 },
    ...outboxSchemaFields(),
  },
  { timestamps: true, versionKey: false },
);

export type UserModel = Model<UserDoc>;

export function userModel(db: Connection): UserModel {
  return db.model<UserDoc>('User', userSchema, 'users');
}
