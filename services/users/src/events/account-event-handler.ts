import { z } from 'zod';
import type { CloudEvent, EventHandler, HandleResult } from '@faithcraft/lib';
import type { AllowanceService } from '../accounts/allowance-service.js';

const imageRef = z.object({ imageId: z.string().min(1), ownerId: z.string().min(1) });
const subscriptionChange = z.object({
  userId: z.string().min(1),
  subscriptionStatus: z.string().min(1).max(40),
  endsAt: z.iso.datetime({ offset: true }).nullable(),
  changedAt: z.iso.datetime({ offset: true }),
});

/**
 * What the users service learns from other services: a generation finished (charge the hold) or
 * failed (release it), and the plan changed. Events about users this service does not know (other
 * environments share the broker) change nothing. A malformed payload throws and ends on the DLQ.
 */
export function accountEventHandler(allowance: AllowanceService): EventHandler {
  const applied = (changed: boolean): HandleResult => (changed ? 'applied' : 'ignored');
  return async (event: CloudEvent) => {
    switch (event.type) {
      case 'ImageGenerated.v1': {
        const { ownerId, imageId } = imageRef.parse(event.data);
        return applied(await allowance.commit(ownerId, imageId));
      }
      case 'ImageGenerationFailed.v1': {
        const { ownerId, imageId } = imageRef.parse(event.data);
        return applied(await allowance.release(ownerId, imageId));
      }
      case 'SubscriptionChanged.v1':
        return applied(await allowance.mirrorSubscription(subscriptionChange.parse(event.data)));
      default:
        return 'ignored';
    }
  };
}
