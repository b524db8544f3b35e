import type { RestRoute } from './facade.js';
import { optionalText, outcomeReply } from './facade.js';

/** The spec's `/api/email/status` wire values for the subscription statuses. */
export const STATUS_WIRE: Record<string, string> = {
  SUBSCRIBED: 'Subscribed',
  UNCONFIRMED: 'Unconfirmed',
  UNSUBSCRIBED: 'Unsubscribed',
  BLOCKLISTED: 'Blocklisted',
  NOT_SUBSCRIBED: 'Not subscribed',
};

/** Lists, subscribe/unsubscribe/status, segments (spec 001 §7) and the public newsletter box. */
export const emailListRoutes: RestRoute[] = [
  {
    method: 'get',
    path: '/email/lists',
    operation: `query EmailListsRest { emailLists { id name optIn isDefault subscriberCount createdAt } }`,
    reply: (data) => ({ status: 200, body: { lists: data['emailLists'] } }),
  },
  {
    method: 'post',
    path: '/email/subscribe',
    operation: `mutation AdminSubscribeRest($email: String, $name: String, $listId: ID) { adminSubscribeEmail(email: $email, name: $name, listId: $listId) { success message } }`,
    variables: (req) => ({
      email: optionalText(req, 'email'),
      name: optionalText(req, 'name'),
      listId: optionalText(req, 'listId'),
    }),
    reply: outcomeReply('adminSubscribeEmail'),
  },
  {
    method: 'post',
    path: '/email/unsubscribe',
    operation: `mutation AdminUnsubscribeRest($email: String, $listId: ID) { adminUnsubscribeEmail(email: $email, listId: $listId) { success message } }`,
    variables: (req) => ({ email: optionalText(req, 'email'), listId: optionalText(req, 'listId') }),
    reply: outcomeReply('adminUnsubscribeEmail'),
  },
  {
    method: 'post',
    path: '/email/status',
    operation: `mutation SubscriptionStatusRest($email: String, $listId: ID) { emailSubscriptionStatus(email: $email, listId: $listId) { success message status } }`,
    variables: (req) => ({ email: optionalText(req, 'email'), listId: optionalText(req, 'listId') }),
    reply: outcomeReply('emailSubscriptionStatus', (payload) => {
      const status = payload['status'] as string | null;
      return { ...payload, status: status ? (STATUS_WIRE[status] ?? status) : null };
    }),
  },
  {
    method: 'get',
    path: '/admin/segments',
    operation: `query EmailSegmentsRest { emailSegments { newVisitors activeTrial limitReached subscribers inactive churned computedAt summaries { segment name description count } } }`,
    reply: (data) => ({ status: 200, body: data['emailSegments'] }),
  },
  {
    method: 'post',
    path: '/newsletter',
    operation: `mutation NewsletterRest($email: String!, $name: String) { subscribeToNewsletter(email: $email, name: $name) { success message } }`,
    variables: (req) => ({ email: optionalText(req, 'email') ?? '', name: optionalText(req, 'name') }),
    reply: outcomeReply('subscribeToNewsletter'),
  },
];
