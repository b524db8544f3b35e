import { isUserEvent, type CloudEvent } from '@faithcraft/lib';

/** What a domain event changes in the sign-up read model (no I/O: the projector applies it). */
export type SignupChange =
  | { kind: 'signed-up'; userId: string; eventId: string; signedUpAt: Date }
  | { kind: 'deleted'; userId: string; deletedAt: Date };

/** The sign-up change an event implies, or null for events this read model does not follow. */
export function signupChange(event: CloudEvent): SignupChange | null {
  if (!isUserEvent(event)) return null;
  switch (event.type) {
    case 'UserSignedUp.v1':
      // The account's own creation time, not the delivery time: a late event still counts on its day.
      return {
        kind: 'signed-up',
        userId: event.data.userId,
        eventId: event.id,
        signedUpAt: new Date(event.data.createdAt),
      };
    case 'UserDeleted.v1':
      return { kind: 'deleted', userId: event.data.userId, deletedAt: new Date(event.data.deletedAt) };
    case 'UserRoleChanged.v1':
    case 'GenerationAllowanceChanged.v1':
      return null;
    default: {
      const exhaustive: never = event;
      return exhaustive;
    }
  }
}

const DAY_MS = 24 * 3600 * 1000;

/** `signupsLast24h` counts accounts created at or after this instant (UTC). */
export const last24hStart = (now: Date): Date => new Date(now.getTime() - DAY_MS);
