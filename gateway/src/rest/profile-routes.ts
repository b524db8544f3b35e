import type { RestRoute } from './facade.js';
import { dollars, optionalText } from './facade.js';
import { USER_FIELDS } from './auth-routes.js';

interface ProfilePayload {
  user: Record<string, unknown> | null;
  message: string | null;
  fieldErrors: { field: string; message: string }[];
}

const STATS_FIELDS = [
  'totalGenerations',
  'totalDownloads',
  'totalEarningsCents',
  'totalSales',
  'totalSpentCents',
  'totalPurchases',
] as const;

/** Spec 000 §7: the signed-in user's profile, their stats, and public creator pages. */
export const profileRoutes: RestRoute[] = [
  {
    method: 'patch',
    path: '/profile',
    operation: `mutation UpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { user { ${USER_FIELDS} } message fieldErrors { field message } } }`,
    variables: (req) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      // Only the names the request sends (text, or null to clear) change; the others stay as they are.
      const input: Record<string, unknown> = {};
      for (const field of ['firstName', 'lastName']) {
        if (typeof body[field] === 'string' || body[field] === null) input[field] = optionalText(req, field);
      }
      if (typeof body['isProfilePublic'] === 'boolean') input['isProfilePublic'] = body['isProfilePublic'];
      return { input };
    },
    reply: (data) => {
      const payload = data['updateProfile'] as ProfilePayload;
      if (payload.user) return { status: 200, body: payload.user };
      return { status: 400, body: { message: payload.message, errors: payload.fieldErrors } };
    },
  },
  {
    method: 'get',
    path: '/profile/stats',
    // Every figure comes from the service that owns it (content: federated User fields, money in
    // integer cents); the spec's REST shape has money in dollars.
    operation: `query ProfileStats { me { id ${STATS_FIELDS.join(' ')} } }`,
    reply: (data) => {
      const me = data['me'] as Record<(typeof STATS_FIELDS)[number], number> | null;
      if (!me) return { status: 401, body: { message: 'Unauthorized' } };
      return {
        status: 200,
        body: {
          totalGenerations: me.totalGenerations,
          totalDownloads: me.totalDownloads,
          totalEarnings: dollars(me.totalEarningsCents),
          totalSales: me.totalSales,
          totalSpent: dollars(me.totalSpentCents),
          totalPurchases: me.totalPurchases,
        },
      };
    },
  },
  {
    method: 'get',
    path: '/users/:userId/profile',
    operation: `query PublicProfile($userId: ID!) { publicProfile(userId: $userId) { id displayName profileImageUrl createdAt totalImages role } }`,
    variables: (req) => ({ userId: String(req.params['userId']) }),
    reply: (data) =>
      data['publicProfile']
        ? { status: 200, body: data['publicProfile'] }
        : { status: 404, body: { message: 'User Not Found' } },
  },
];
