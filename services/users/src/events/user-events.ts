import {
  createEvent,
  type GenerationAllowanceChangedV1,
  type UserDeletedV1,
  type UserRoleChangedV1,
  type UserSignedUpV1,
} from '@faithcraft/lib';
import type { UserDoc } from '../data/user-model.js';

export const SOURCE = '/faithcraft/users';

export function userSignedUp(
  user: Pick<UserDoc, '_id' | 'email' | 'firstName' | 'lastName' | 'role' | 'createdAt'>,
): UserSignedUpV1 {
  return createEvent({
    source: SOURCE,
    type: 'UserSignedUp.v1',
    subject: user._id,
    time: user.createdAt,
    data: {
      userId: user._id,
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      role: user.role,
      createdAt: user.createdAt.toISOString(),
    },
  });
}

export function userDeleted(userId: string, deletedAt: Date): UserDeletedV1 {
  return createEvent({
    source: SOURCE,
    type: 'UserDeleted.v1',
    subject: userId,
    time: deletedAt,
    data: { userId, deletedAt: deletedAt.toISOString() },
  });
}

export function userRoleChanged(
  userId: string,
  role: string,
  previousRole: string,
  changedAt: Date,
): UserRoleChangedV1 {
  return createEvent({
    source: SOURCE,
    type: 'UserRoleChanged.v1',
    subject: userId,
    time: changedAt,
    data: { userId, role, previousRole, changedAt: changedAt.toISOString() },
  });
}

export type AllowanceChangeReason = GenerationAllowanceChangedV1['data']['reason'];

/** The allowance as the users API reports it after the change. */
export function generationAllowanceChanged(
  after: Pick<UserDoc, '_id' | 'freeGenerationsUsed' | 'freeGenerationsLimit'>,
  reason: AllowanceChangeReason,
  changedAt: Date,
): GenerationAllowanceChangedV1 {
  return createEvent({
    source: SOURCE,
    type: 'GenerationAllowanceChanged.v1',
    subject: after._id,
    time: changedAt,
    data: {
      userId: after._id,
      freeGenerationsUsed: after.freeGenerationsUsed,
      freeGenerationsLimit: after.freeGenerationsLimit,
      reason,
      changedAt: changedAt.toISOString(),
    },
  });
}
