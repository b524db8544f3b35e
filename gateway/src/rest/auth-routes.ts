import type { RestReply, RestRoute } from './facade.js';
import { optionalText, text } from './facade.js';

const USER_FIELDS = `id email firstName lastName profileImageUrl role subscriptionStatus freeGenerationsUsed freeGenerationsLimit createdAt`;

interface AuthPayload {
  user: Record<string, unknown> | null;
  message: string | null;
  fieldErrors: { field: string; message: string }[];
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
