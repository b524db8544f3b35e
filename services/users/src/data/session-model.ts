import { createHash, randomBytes } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { aggregateSchemaFields } from '@faithcraft/lib';

/** A sign-in. Only a hash of the session id is stored, so a database leak yields no live sessions. */
export interface SessionDoc {
  _id: string;
  userId: string;
  createdAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
}

const sessionSchema = new Schema<SessionDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true, index: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
    ...aggregateSchemaFields(),
  },
  { versionKey: false },
);

export type SessionModel = Model<SessionDoc>;

export function sessionModel(db: Connection): SessionModel {
  return db.model<SessionDoc>('Session', sessionSchema, 'sessions');
}

export const newSessionId = (): string => randomBytes(32).toString('base64url');
export const hashSessionId = (sid: string): string => createHash('sha256').update(sid).digest('hex');
