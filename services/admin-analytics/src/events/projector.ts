import type { CloudEvent, HandleResult } from '@faithcraft/lib';
import type { SignupModel } from '../data/signup-model.js';
import { signupChange } from '../domain/signups.js';

/**
 * Projects domain events into the analytics read models. Every write is an upsert or `$set` keyed
 * by the aggregate id, so applying an event twice leaves the same state.
 */
export function projector(signups: SignupModel) {
  return async (event: CloudEvent): Promise<HandleResult> => {
    const change = signupChange(event);
    if (!change) return 'ignored';
    if (change.kind === 'signed-up') {
      await signups.updateOne(
        { _id: change.userId },
        { $setOnInsert: { eventId: change.eventId, signedUpAt: change.signedUpAt } },
        { upsert: true },
      );
    } else {
      // The read model holds no personal data; the sign-up stays counted, marked as deleted.
      await signups.updateOne({ _id: change.userId }, { $set: { deletedAt: change.deletedAt } });
    }
    return 'applied';
  };
}
