import { createEvent, type UserDeletedV1, type UserSignedUpV1 } from '@faithcraft/lib';
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
