import { z } from 'zod';
import type { CloudEvent } from './envelope.js';
import { isoUtcTime, nonEmptyId } from './vocabulary.js';

/** Events of the User aggregate, published by the users subgraph on Topics.users. */
export const userSignedUpV1 = z.object({
  userId: nonEmptyId(),
  email: z.string().min(1).meta({ format: 'email' }),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Roles are open (admins may set others); `user` and `admin` are the ones the products know. */
  role: z.string().min(1),
  createdAt: isoUtcTime(),
});
export type UserSignedUpV1Data = z.infer<typeof userSignedUpV1>;
export type UserSignedUpV1 = CloudEvent<'UserSignedUp.v1', UserSignedUpV1Data>;

/** The account is gone; every service removes or anonymises what it holds about the user. */
export const userDeletedV1 = z.object({ userId: nonEmptyId(), deletedAt: isoUtcTime() });
export type UserDeletedV1Data = z.infer<typeof userDeletedV1>;
export type UserDeletedV1 = CloudEvent<'UserDeleted.v1', UserDeletedV1Data>;

export type UserEvent = UserSignedUpV1 | UserDeletedV1;

export const UserEventTypes = ['UserSignedUp.v1', 'UserDeleted.v1'] as const satisfies readonly UserEvent['type'][];

export function isUserEvent(e: CloudEvent): e is UserEvent {
  return (UserEventTypes as readonly string[]).includes(e.type);
}
