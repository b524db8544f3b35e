import { isUserEvent, type CloudEvent, type HandleResult, type UserEvent } from '@faithcraft/lib';
import type { ContactMessageModel } from '../data/contact-message-model.js';
import type { KnownUserModel } from '../data/known-user-model.js';
import type { TransactionalMailModel } from '../data/transactional-mail-model.js';

export interface UserDataModels {
  knownUsers: KnownUserModel;
  mails: TransactionalMailModel;
  contactMessages: ContactMessageModel;
}

/**
 * Keeps the address of each account (UserSignedUp) and, when the account is deleted, forgets
 * what this service holds about it: its delivery log entries are deleted and its contact messages
 * anonymised (subject and date stay for support statistics). Every write is keyed so a replay
 * changes nothing more.
 */
export function userEventsHandler({ knownUsers, mails, contactMessages }: UserDataModels) {
  async function forget(userId: string): Promise<HandleResult> {
    const known = await knownUsers.findById(userId).lean();
    const fromMessages = await contactMessages.distinct('email', { userId });
    const emails = [...new Set([...(known ? [known.email] : []), ...fromMessages.filter(Boolean)])];
    const byUser = emails.length ? [{ userId }, { email: { $in: emails } }] : [{ userId }];
    const byMailUser = emails.length ? [{ userId }, { to: { $in: emails } }] : [{ userId }];
    const [deleted, anonymised] = await Promise.all([
      mails.deleteMany({ $or: byMailUser }),
      contactMessages.updateMany(
        { $or: byUser },
        {
          $set: {
            firstName: null,
            lastName: null,
            email: '',
            message: '',
            userId: null,
            anonymisedAt: new Date(),
          },
        },
      ),
    ]);
    await knownUsers.deleteOne({ _id: userId });
    if (!known && deleted.deletedCount === 0 && anonymised.modifiedCount === 0) return 'ignored';
    return 'applied';
  }

  async function apply(event: UserEvent): Promise<HandleResult> {
    switch (event.type) {
      case 'UserSignedUp.v1':
        await knownUsers.updateOne(
          { _id: event.data.userId },
          { $set: { email: event.data.email.toLowerCase() } },
          { upsert: true },
        );
        return 'applied';
      case 'UserDeleted.v1':
        return forget(event.data.userId);
      default: {
        const exhaustive: never = event;
        return exhaustive;
      }
    }
  }

  return async (event: CloudEvent): Promise<HandleResult> => (isUserEvent(event) ? apply(event) : 'ignored');
}
