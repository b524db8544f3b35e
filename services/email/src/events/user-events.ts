import { isUserEvent, type CloudEvent, type HandleResult, type UserEvent } from '@faithcraft/lib';
import type { Stores } from '../data/stores.js';

export type UserDataModels = Pick<Stores, 'knownUsers' | 'mails' | 'contactMessages'>;

/**
 * Keeps the address of each account (UserSignedUp) and, when the account is deleted, forgets
 * what this service holds about it: its delivery log entries are deleted and its contact messages
 * anonymised (subject and date stay for support statistics). Every write is keyed so a replay
 * changes nothing more.
 */
export function userEventsHandler({ knownUsers, mails, contactMessages }: UserDataModels) {
  async function forget(userId: string): Promise<HandleResult> {
    const known = await knownUsers.findById(userId);
    const fromMessages = (await contactMessages.find({ userId }, { projection: { email: 1 } })).map((m) => m.email);
    const emails = [...new Set([...(known ? [known.email] : []), ...fromMessages.filter(Boolean)])];
    const byUser = emails.length ? [{ userId }, { email: { $in: emails } }] : [{ userId }];
    const byMailUser = emails.length ? [{ userId }, { to: { $in: emails } }] : [{ userId }];
    const anonymisedAt = new Date();
    const [deleted, anonymised] = await Promise.all([
      mails.deleteMany({ $or: byMailUser }),
      contactMessages.updateEach({ $or: byUser }, (message) =>
        message.anonymisedAt
          ? null
          : {
              update: { $set: { firstName: null, lastName: null, email: '', message: '', userId: null, anonymisedAt } },
            },
      ),
    ]);
    await knownUsers.deleteById(userId);
    if (!known && deleted === 0 && anonymised === 0) return 'ignored';
    return 'applied';
  }

  async function apply(event: UserEvent): Promise<HandleResult> {
    switch (event.type) {
      case 'UserSignedUp.v1':
        {
          const email = event.data.email.toLowerCase();
          await knownUsers.createOrUpdate({ _id: event.data.userId, email }, (known) =>
            known.email === email ? null : { update: { $set: { email } } },
          );
        }
        return 'applied';
      case 'UserDeleted.v1':
        return forget(event.data.userId);
      case 'UserRoleChanged.v1':
      case 'GenerationAllowanceChanged.v1':
        return 'ignored';
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  }

  return async (event: CloudEvent): Promise<HandleResult> => (isUserEvent(event) ? apply(event) : 'ignored');
}
