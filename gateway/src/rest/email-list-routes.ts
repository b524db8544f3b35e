import type { RestReply, RestRoute } from './facade.js';
import { optionalText } from './facade.js';

interface ActionPayload {
  [field: string]: unknown;
  success: boolean;
  message: string;
}

/** The spec's `/api/email/status` wire values for the subscription statuses. */
export const STATUS_WIRE: Record<string, string> = {
  SUBSCRIBED: 'Subscribed',
  UNCONFIRMED: 'Unconfirmed',
  UNSUBSCRIBED: 'Unsubscribed',
  BLOCKLISTED: 'Blocklisted',
  NOT_SUBSCRIBED: 'Not subscribed',
};

/** `success: false` is a user-correctable refusal: 400 with the service's message (the UI shows it). */
const action = (payload: ActionPayload): RestReply => ({
  status: payload.success ? 200 : 400,
  body: payload,
});

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
    reply: (data) => action(data['adminSubscribeEmail'] as ActionPayload),
  },
  {
    method: 'post',
    path: '/email/unsubscribe',
    operation: `mutation AdminUnsubscribeRest($email: String, $listId: ID) { adminUnsubscribeEmail(email: $email, listId: $listId) { success message } }`,
    variables: (req) => ({ email: optionalText(req, 'email'), listId: optionalText(req, 'listId') }),
    reply: (data) => action(data['adminUnsubscribeEmail'] as ActionPayload),
  },
  {
    method: 'post',
    path: '/email/status',
    operation: `mutation SubscriptionStatusRest($email: String, $listId: ID) { emailSubscriptionStatus(email: $email, listId: $listId) { success message status } }`,
    variables: (req) => ({ email: optionalText(req, 'email'), listId: optionalText(req, 'listId') }),
    reply: (data) => {
      const payload = data['emailSubscriptionStatus'] as ActionPayload & { status: string | null };
      return action({ ...payload, status: payload.status ? (STATUS_WIRE[payload.status] ?? payload.status) : null });
    },
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
    reply: (data) => action(data['subscribeToNewsletter'] as ActionPayload),
  },
];
