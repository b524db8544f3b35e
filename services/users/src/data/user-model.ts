import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

export interface UserDoc {
  _id: string;
  email: string;
  passwordHash: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: string;
  subscriptionStatus: string;
  /** Set while a cancelled Family Plan keeps access until the end of the billing period. */
  subscriptionEndsAt?: Date | null;
  /** `changedAt` of the last subscription change applied, so stale events are ignored. */
  subscriptionChangedAt?: Date | null;
  freeGenerationsUsed: number;
  freeGenerationsLimit: number;
  /** Image ids of generations started but not yet generated or failed; each holds one free generation. */
  generationHolds?: string[];
  /** When each hold was taken (image id → time), so a hold that never settles expires. */
  generationHoldsSince?: Record<string, Date>;
  /** Whether any hold is open: the expiry sweep finds holders by this equality (FerretDB pushes only equality down). */
  holdsGeneration?: boolean;
  /** Missing on accounts created before the setting existed: treated as public. */
  isProfilePublic?: boolean;
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
    subscriptionEndsAt: { type: Date, default: null },
    subscriptionChangedAt: { type: Date, default: null },
    freeGenerationsUsed: { type: Number, required: true, default: 0 },
    freeGenerationsLimit: { type: Number, required: true, default: 5 },
    generationHolds: { type: [String], default: [] },
    generationHoldsSince: { type: Schema.Types.Mixed, default: () => ({}) },
    holdsGeneration: { type: Boolean, default: false, index: true },
    isProfilePublic: { type: Boolean, default: true },
    ...aggregateSchemaFields(),
  },
  { timestamps: true, versionKey: false },
);

export type UserModel = Model<UserDoc>;

export function userModel(db: Connection): UserModel {
  return db.model<UserDoc>('User', userSchema, 'users');
}

/** What the API may ever read of a user document (never the password hash; the store hides its own fields). */
export const USER_PROJECTION = { passwordHash: 0 } as const;
