import type {
  CloudEvent,
  EventHandler,
  HandleResult,
  ImageGeneratedV1,
  ImageGenerationFailedV1,
  SubscriptionChangedV1,
} from '@faithcraft/lib';
import type { AllowanceService } from '../accounts/allowance-service.js';

/**
 * What the users service learns from other services: a generation finished (charge the hold) or
 * failed (release it), and the plan changed. Events about users this service does not know (other
 * environments share the broker) change nothing. Payloads arrive checked against the event registry
 * by the EventConsumer (a malformed one ends on the DLQ before reaching this handler).
 */
export function accountEventHandler(allowance: AllowanceService): EventHandler {
  const applied = (changed: boolean): HandleResult => (changed ? 'applied' : 'ignored');
  return async (event: CloudEvent) => {
    switch (event.type) {
      case 'ImageGenerated.v1': {
        const { ownerId, imageId } = (event as ImageGeneratedV1).data;
        return applied(await allowance.commit(ownerId, imageId));
      }
      case 'ImageGenerationFailed.v1': {
        const { ownerId, imageId } = (event as ImageGenerationFailedV1).data;
        return applied(await allowance.release(ownerId, imageId));
      }
      case 'SubscriptionChanged.v1':
        return applied(await allowance.mirrorSubscription((event as SubscriptionChangedV1).data));
      default:
        return 'ignored';
    }
  };
}
