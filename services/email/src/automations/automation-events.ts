import { isUserEvent, type CloudEvent, type HandleResult } from '@faithcraft/lib';
import type { Audiences, Recipient } from '../audience/contract.js';
import type { SendLog } from '../sending/send-log.js';
import type { AutomationService } from './automation-service.js';

const MAX_EVENT_AGE_MS = 48 * 3_600_000;

/**
 * The event automations: UserSignedUp.v1 → the welcome mail to that user (once per user);
 * GenerationAllowanceChanged.v1 after a generation used the last free one → the limit warning
 * (once per user and limit, so a raised limit that runs out again warns again).
 */
export function automationEventsHandler(
  automations: AutomationService,
  audiences: Audiences,
  sendLog?: Pick<SendLog, 'deleteForUser'>,
  now = () => Date.now(),
) {
  return async (event: CloudEvent): Promise<HandleResult> => {
    if (!isUserEvent(event)) return 'ignored';
    if (event.type === 'UserDeleted.v1') {
      // The account is gone: its send records (who got which mail) go with it, whatever the event's age.
      await sendLog?.deleteForUser(event.data.userId);
      return 'applied';
    }
    // A replayed history (a new consumer group, a rebuilt topic) must not mail long-past sign-ups.
    if (now() - new Date(event.time).getTime() > MAX_EVENT_AGE_MS) return 'ignored';
    switch (event.type) {
      case 'UserSignedUp.v1': {
        const { userId, email, firstName } = event.data;
        const known = await audiences.member(userId);
        const person: Recipient = {
          key: userId,
          userId,
          email: email.toLowerCase(),
          firstName: known?.firstName ?? firstName,
          remainingGenerations: known?.remainingGenerations ?? null,
        };
        await automations.sendToPerson('welcome', person, userId);
        return 'applied';
      }
      case 'GenerationAllowanceChanged.v1': {
        const { userId, freeGenerationsUsed, freeGenerationsLimit, reason } = event.data;
        if (reason !== 'generation' || freeGenerationsUsed < freeGenerationsLimit) return 'ignored';
        const member = await audiences.member(userId);
        if (!member) return 'ignored';
        await automations.sendToPerson(
          'limit-warning',
          { ...member, remainingGenerations: 0 },
          `${userId}:${freeGenerationsLimit}`,
        );
        return 'applied';
      }
      default:
        return 'ignored';
    }
  };
}
