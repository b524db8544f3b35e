import type { ResolverDeps } from '@faithcraft/lib';
import type { EmailList, EmailOptIn, Resolvers } from '../__generated__/resolvers-types.js';
import type { EmailListDoc } from '../lists/list-models.js';
import type { Newsletter } from '../lists/newsletter.js';
import type { ListStores } from '../lists/list-stores.js';
import { ListTexts, subscriptionStatus } from '../lists/rules.js';
import type { Suppressions } from '../audience/contract.js';

export interface ListResolverDeps extends ResolverDeps {
  newsletter: Newsletter;
  suppressions: Suppressions;
  listStores: ListStores;
}

const optInOf = (o: EmailOptIn | null | undefined) => (o === 'SINGLE' ? 'single' : 'double');

function listOut(l: EmailListDoc & { subscriberCount: number }): EmailList {
  return {
    id: l._id,
    name: l.name,
    optIn: l.optIn === 'single' ? 'SINGLE' : 'DOUBLE',
    isDefault: l.isDefault,
    subscriberCount: l.subscriberCount,
    createdAt: new Date(l.createdAt).toISOString(),
  };
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Lists, subscribers, opt-in and unsubscribe (the audience side of the email subgraph). */
export function listResolvers({ adminPolicy, newsletter, suppressions, listStores }: ListResolverDeps): Resolvers {
  return {
    Query: {
      emailLists: async (_p, _a, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return (await newsletter.lists()).map(listOut);
      },
      emailSubscribers: async (_p, { listId, search, limit, offset }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        const filter: Record<string, unknown> = {};
        if (listId) filter['listId'] = listId;
        const term = search?.trim().toLowerCase();
        if (term) filter['email'] = { $regex: escapeRegex(term) };
        const take = Math.min(Math.max(limit ?? 50, 1), 200);
        const [page, total] = await Promise.all([
          listStores.memberships.find(filter, {
            sort: { updatedAt: -1, _id: 1 },
            skip: Math.max(offset ?? 0, 0),
            limit: take,
          }),
          listStores.memberships.countDocuments(filter),
        ]);
        const subscribers = await Promise.all(page.map((m) => listStores.subscribers.findById(m.subscriberId)));
        return {
          total,
          subscribers: page.map((m, i) => ({
            id: m.subscriberId,
            email: m.email,
            name: subscribers[i]?.name ?? null,
            status: subscriptionStatus(subscribers[i]?.state ?? 'enabled', m.status),
            listId: m.listId,
            subscribedAt: m.subscribedAt ? new Date(m.subscribedAt).toISOString() : null,
          })),
        };
      },
    },
    Mutation: {
      // Public: the landing page's and blog's newsletter boxes (default list, rate limited per address).
      subscribeToNewsletter: (_p, { email, name }) => newsletter.subscribePublic(email, name),
      confirmEmailSubscription: (_p, { token }) => newsletter.confirm(token),
      unsubscribeEmail: async (_p, { token }) =>
        (await suppressions.unsubscribeWithToken(token))
          ? { success: true, message: ListTexts.unsubscribeDone }
          : { success: false, message: ListTexts.unsubscribeInvalid },
      adminSubscribeEmail: async (_p, { email, name, listId }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return newsletter.subscribeAdmin(email, name, listId);
      },
      adminUnsubscribeEmail: async (_p, { email, listId }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return newsletter.unsubscribeAdmin(email, listId);
      },
      emailSubscriptionStatus: async (_p, { email, listId }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return newsletter.status(email, listId);
      },
      createEmailList: async (_p, { input }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        const created = await newsletter.createList(input.name, optInOf(input.optIn));
        return {
          success: created.success,
          message: created.message,
          list: created.list ? listOut({ ...created.list, subscriberCount: 0 }) : null,
        };
      },
      setEmailBlocklisted: async (_p, { email, blocklisted }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return newsletter.setBlocklisted(email, blocklisted);
      },
    },
  };
}
