import type { CloudEvent } from './envelope.js';

/** Events of the User aggregate, published by the users subgraph on Topics.users. */
export interface UserSignedUpV1Data {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  /** ISO-8601 UTC */
  createdAt: string;
}

export type UserSignedUpV1 = CloudEvent<'UserSignedUp.v1', UserSignedUpV1Data>;

/** The account is gone; every service removes or anonymises what it holds about the user. */
export interface UserDeletedV1Data {
  userId: string;
  /** ISO-8601 UTC */
  deletedAt: string;
}

export type UserDeletedV1 = CloudEvent<'UserDeleted.v1', UserDeletedV1Data>;

export type UserEvent = UserSignedUpV1 | UserDeletedV1;

export const UserEventTypes = ['UserSignedUp.v1', 'UserDeleted.v1'] as const satisfies readonly UserEvent['type'][];

export function isUserEvent(e: CloudEvent): e is UserEvent {
  return (UserEventTypes as readonly string[]).includes(e.type);
}
