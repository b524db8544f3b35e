import type { Request } from 'express';
import type { RestRoute } from './facade.js';
import { dollars, text } from './facade.js';
import { USER_FIELDS } from './auth-routes.js';
import { Vocabularies, wireToEnum } from './wire-enums.js';

const INT_MAX = 2 ** 31 - 1;

/**
 * A JSON number or numeric string as a GraphQL Int. Anything else becomes -1, which every admin
 * rule refuses with its own message (so the service, not the facade, words the error).
 */
function intField(req: Request, field: string): number {
  const raw = (req.body as Record<string, unknown> | undefined)?.[field];
  const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= INT_MAX ? value : -1;
}

function queryInt(req: Request, name: string, fallback: number): number {
  const raw = req.query[name];
  const value = typeof raw === 'string' && raw !== '' ? Number(raw) : fallback;
  return Number.isInteger(value) && Math.abs(value) <= INT_MAX ? value : -1;
}

const userId = (req: Request) => String(req.params['id']);

/** The users table's fields: the user plus the revenue admin-analytics adds to the User entity. */
export const DIRECTORY_USER_FIELDS = `${USER_FIELDS} totalRevenueCents`;

/** The spec's users array: each user with `totalRevenue` in dollars (from the cents the services keep). */
function directoryReply(data: Record<string, unknown>) {
  const page = data['adminUserDirectory'] as { total: number; users: Record<string, unknown>[] };
  const users = page.users.map(({ totalRevenueCents, ...user }) => ({
    ...user,
    totalRevenue: dollars(totalRevenueCents as number),
  }));
  return { status: 200, body: users, headers: { 'X-Total-Count': String(page.total) } };
}

/** `?search=` as text; repeated or odd values become '' (everyone) rather than a 500. */
const querySearch = (req: Request): string => (typeof req.query['search'] === 'string' ? req.query['search'] : '');
const user = (field: string) => (data: Record<string, unknown>) => ({ status: 200, body: data[field] });

/** Spec 001 §7 user administration. The users service checks the admin role on every call. */
export const adminUserRoutes: RestRoute[] = [
  {
    // The users table (spec 001 §2): newest first, ?search=&limit=&offset= (limit 100 by default, as
    // the spec's UI reads one list), X-Total-Count; the rules and their messages are the users service's.
    method: 'get',
    path: '/admin/users',
    operation: `query AdminUserDirectory($search: String, $limit: Int, $offset: Int) { adminUserDirectory(search: $search, limit: $limit, offset: $offset) { total users { ${DIRECTORY_USER_FIELDS} } } }`,
    variables: (req) => ({
      search: querySearch(req),
      limit: queryInt(req, 'limit', 100),
      offset: queryInt(req, 'offset', 0),
    }),
    reply: directoryReply,
  },
  {
    method: 'patch',
    path: '/admin/users/:id/generations',
    operation: `mutation AdminSetGenerations($userId: ID!, $input: AdminGenerationsInput!) { adminSetGenerations(userId: $userId, input: $input) { ${USER_FIELDS} } }`,
    variables: (req) => ({
      userId: userId(req),
      input: {
        freeGenerationsUsed: intField(req, 'freeGenerationsUsed'),
        freeGenerationsLimit: intField(req, 'freeGenerationsLimit'),
      },
    }),
    reply: user('adminSetGenerations'),
  },
  {
    method: 'patch',
    path: '/admin/users/:id/role',
    operation: `mutation AdminSetRole($userId: ID!, $role: String!) { adminSetRole(userId: $userId, role: $role) { ${USER_FIELDS} } }`,
    variables: (req) => ({ userId: userId(req), role: text(req, 'role') }),
    reply: user('adminSetRole'),
  },
  {
    method: 'patch',
    path: '/admin/users/:id/subscription',
    operation: `mutation AdminSetSubscription($userId: ID!, $status: SubscriptionStatus) { adminSetSubscription(userId: $userId, subscriptionStatus: $status) { ${USER_FIELDS} } }`,
    variables: (req) => ({
      userId: userId(req),
      status: wireToEnum(Vocabularies.subscriptionStatus, text(req, 'subscriptionStatus')),
    }),
    reply: user('adminSetSubscription'),
  },
  {
    method: 'post',
    path: '/admin/users/:id/reset-generations',
    operation: `mutation AdminResetGenerations($userId: ID!) { adminResetGenerations(userId: $userId) { ${USER_FIELDS} } }`,
    variables: (req) => ({ userId: userId(req) }),
    reply: user('adminResetGenerations'),
  },
  {
    method: 'post',
    path: '/admin/users/:id/add-credits',
    operation: `mutation AdminAddCredits($userId: ID!, $credits: Int!) { adminAddCredits(userId: $userId, credits: $credits) { ${USER_FIELDS} } }`,
    variables: (req) => ({ userId: userId(req), credits: intField(req, 'credits') }),
    reply: user('adminAddCredits'),
  },
  {
    method: 'delete',
    path: '/admin/users/:id',
    operation: `mutation AdminDeleteUser($userId: ID!) { adminDeleteUser(userId: $userId) }`,
    variables: (req) => ({ userId: userId(req) }),
    reply: () => ({ status: 200, body: { message: 'User account deleted' } }),
  },
];
