import { GraphQLError } from 'graphql';
import type { ResolverDeps } from '@faithcraft/lib';
import type { EmailList, EmailOptIn, Resolvers } from '../__generated__/resolvers-types.js';
import type { EmailListDoc } from '../lists/list-models.js';
import type { Newsletter } from '../lists/newsletter.js';
import type { SubscriberPage } from '../lists/directory/subscriber-index.js';
import { subscriberQueryOf, type SubscriberQuery } from '../lists/directory/subscriber-query.js';
import { ListTexts } from '../lists/rules.js';
import type { Suppressions } from '../audience/contract.js';

export interface ListResolverDeps extends ResolverDeps {
  newsletter: Newsletter;
  suppressions: Suppressions;
  subscriberDirectory: { page(query: SubscriberQuery): Promise<SubscriberPage> };
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

/** Lists, subscribers, opt-in and unsubscribe (the audience side of the email subgraph). */
export function listResolvers({
  adminPolicy,
  newsletter,
  suppressions,
  subscriberDirectory,
}: ListResolverDeps): Resolvers {
  return {
    Query: {
      emailLists: async (_p, _a, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        return (await newsletter.lists()).map(listOut);
      },
      emailSubscribers: async (_p, { listId, search, limit, offset }, ctx) => {
        await adminPolicy.requireAdmin(ctx);
        const query = subscriberQueryOf({ listId, search, limit, offset });
        if ('problem' in query) throw new GraphQLError(query.problem, { extensions: { code: 'BAD_USER_INPUT' } });
        const page = await subscriberDirectory.page(query);
        return {
          total: page.total,
          subscribers: page.rows.map((r) => ({
            id: r.subscriberId,
            email: r.email,
            name: r.name,
            status: r.status,
            listId: r.listId,
            subscribedAt: r.subscribedAt,
          })),
        };
      },
    },
    Mutation: {
      // Public: the landing page's and blog's newsletter boxes (default list, rate limited per IP and address).
      subscribeToNewsletter: (_p, { email, name }, ctx) => newsletter.subscribePublic(email, name, ctx.clientAddress),
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
