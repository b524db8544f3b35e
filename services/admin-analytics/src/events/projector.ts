import { isUserEvent, type CloudEvent, type HandleResult, type UserEvent } from '@faithcraft/lib';
import type { SignupModel } from '../data/signup-model.js';

/**
 * Projects domain events into the analytics read models. Every write is an upsert keyed by the
 * aggregate id, so applying an event twice leaves the same state.
 */
export function projector(signups: SignupModel) {
  async function applyUserEvent(event: UserEvent): Promise<HandleResult> {
    switch (event.type) {
      case 'UserSignedUp.v1':
        await signups.updateOne(
          { _id: event.data.userId },
          { $setOnInsert: { eventId: event.id, signedUpAt: new Date(event.data.createdAt) } },
          { upsert: true },
        );
        return 'applied';
      case 'UserDeleted.v1':
        // The read model holds no personal data; the sign-up stays counted, marked as deleted.
        await signups.updateOne({ _id: event.data.userId }, { $set: { deletedAt: new Date(event.data.deletedAt) } });
        return 'applied';
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  }

  return async (event: CloudEvent): Promise<HandleResult> => {
    if (isUserEvent(event)) return applyUserEvent(event);
    return 'ignored';
  };
}
