import type { RestReply, RestRoute } from './facade.js';
import { optionalText, text } from './facade.js';

/** The current user as the apps read it (GET /api/auth/user, profile updates). */
export const USER_FIELDS = `id email firstName lastName profileImageUrl role subscriptionStatus subscriptionEndsAt freeGenerationsUsed freeGenerationsLimit canGenerate generationsRemaining isProfilePublic createdAt`;

interface AuthPayload {
  user: Record<string, unknown> | null;
  message: string | null;
  fieldErrors: { field: string; message: string }[];
}

interface ActionResult {
  ok: boolean;
  message: string | null;
  fieldErrors: { field: string; message: string }[];
}

const ACTION_FIELDS = 'ok message fieldErrors { field message }';

/** 200 `{ message }` on success; 400 `{ message, errors }` when the user can correct something. */
function actionReply(result: ActionResult): RestReply {
  if (result.ok) return { status: 200, body: { message: result.message } };
  return { status: 400, body: { message: result.message, errors: result.fieldErrors } };
}

function authReply(payload: AuthPayload, successStatus: number, failureStatus: number): RestReply {
  if (payload.user) return { status: successStatus, body: payload.user };
  return { status: failureStatus, body: { message: payload.message, errors: payload.fieldErrors } };
}

/** Spec 000 §7: account paths. */
export const authRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/auth/signup',
    operation: `mutation SignUp($input: SignUpInput!) { signUp(input: $input) { user { ${USER_FIELDS} } message fieldErrors { field message } } }`,
    variables: (req) => ({
      input: {
        email: text(req, 'email'),
        password: text(req, 'password'),
        firstName: optionalText(req, 'firstName'),
        lastName: optionalText(req, 'lastName'),
      },
    }),
    reply: (data) => authReply(data['signUp'] as AuthPayload, 201, 400),
  },
  {
    method: 'post',
    path: '/auth/signin',
    operation: `mutation SignIn($input: SignInInput!) { signIn(input: $input) { user { ${USER_FIELDS} } message fieldErrors { field message } } }`,
    variables: (req) => ({ input: { email: text(req, 'email'), password: text(req, 'password') } }),
    reply: (data) => {
      const payload = data['signIn'] as AuthPayload;
      return authReply(payload, 200, payload.fieldErrors.length ? 400 : 401);
    },
  },
  {
    method: 'post',
    path: '/auth/forgot-password',
    operation: `mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) { ${ACTION_FIELDS} } }`,
    variables: (req) => ({ email: text(req, 'email') }),
    reply: (data) => actionReply(data['requestPasswordReset'] as ActionResult),
  },
  {
    method: 'post',
    path: '/auth/reset-password',
    operation: `mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) { ${ACTION_FIELDS} } }`,
    variables: (req) => ({ input: { token: text(req, 'token'), password: text(req, 'password') } }),
    reply: (data) => actionReply(data['resetPassword'] as ActionResult),
  },
  {
    method: 'post',
    path: '/auth/change-password',
    operation: `mutation ChangePassword($input: ChangePasswordInput!) { changePassword(input: $input) { ${ACTION_FIELDS} } }`,
    variables: (req) => ({
      input: { currentPassword: text(req, 'currentPassword'), newPassword: text(req, 'newPassword') },
    }),
    reply: (data) => actionReply(data['changePassword'] as ActionResult),
  },
  {
    method: 'get',
    path: '/auth/user',
    operation: `query Me { me { ${USER_FIELDS} } }`,
    reply: (data) =>
      data['me'] ? { status: 200, body: data['me'] } : { status: 401, body: { message: 'Unauthorized' } },
  },
  {
    method: 'get',
    path: '/logout',
    operation: `mutation SignOut { signOut }`,
    reply: () => ({ redirect: '/' }),
  },
];
