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

export type UserEvent = UserSignedUpV1;

export const UserEventTypes = ['UserSignedUp.v1'] as const satisfies readonly UserEvent['type'][];

export function isUserEvent(e: CloudEvent): e is UserEvent {
  return (UserEventTypes as readonly string[]).includes(e.type);
}
