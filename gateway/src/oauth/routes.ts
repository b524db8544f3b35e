import type { Logger } from '@faithcraft/lib';
import express, { type Request, type Response, type Router } from 'express';
import type { Environment } from '../environment.js';
import { applySessionDirective } from '../http/cookies.js';
import type { SessionResolver } from '../sessions.js';
import { LOGIN_STATE_COOKIE, LOGIN_STATE_TTL_SECONDS, signLoginState, verifyLoginState } from './login-state.js';
import { OidcClient, type VerifiedIdentity } from './oidc-client.js';
import { externalSignIn, type ExternalSignInRequest } from './users-client.js';

const AFTER_SIGN_IN = '/generator';
const SIGN_IN_FAILED = '/signin?error=oauth';
const GOOGLE_NOT_CONFIGURED = '/signin?error=google-not-configured';

/** The fixed account behind /oauth/test (never in production). */
const TEST_ACCOUNT: ExternalSignInRequest = {
  provider: 'test',
  subject: 'faithcraft-test-user',
  email: 'test.user@faithcraft.local',
  emailVerified: true,
  firstName: 'Test',
  lastName: 'User',
  pictureUrl: null,
};

/**
 * Sign-in navigations (spec 000 §2 and §7): /oauth/google (OpenID Connect with Google),
 * /oauth/test and the /auth-test page (development and test only). Every failure ends on the
 * sign-in page with `?error=...`, never on a stack trace.
 */
export function oauthRoutes(env: Environment, sessions: SessionResolver, log: Logger): Router {
  const router = express.Router();
  const google = env.GOOGLE_CLIENT_ID
    ? new OidcClient({
        issuer: env.GOOGLE_OIDC_ISSUER,
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        redirectUri: `${env.PUBLIC_URL.replace(/\/$/, '')}/oauth/google/callback`,
      })
    : null;
  const stateCookie = {
    httpOnly: true,
    // Lax: the provider sends the browser back with a top-level GET, which still carries the cookie.
    sameSite: 'lax' as const,
    secure: env.cookieSecure,
    path: '/oauth',
  };

  const signInAndRedirect = async (res: Response, request: ExternalSignInRequest) => {
    const { sessionToken, userId } = await externalSignIn(env.USERS_INTERNAL_URL, env.INTERNAL_SECRET, request);
    // The same cookie as a password sign-in, set by the same code.
    applySessionDirective(
      { identity: null, clientAddress: null, res, session: { directive: sessionToken } },
      env,
      sessions,
    );
    log.info({ userId, provider: request.provider }, 'external sign-in');
    res.redirect(302, AFTER_SIGN_IN);
  };

  const fail = (res: Response, reason: string, err?: unknown) => {
    // The why goes to the log (e.g. which ID token claim was wrong); the browser only learns "it failed".
    log.warn({ reason, err }, 'external sign-in failed');
    if (!res.headersSent) res.redirect(302, SIGN_IN_FAILED);
  };

  router.get('/oauth/google', async (_req: Request, res: Response) => {
    if (!google) {
      res.redirect(302, GOOGLE_NOT_CONFIGURED);
      return;
    }
    try {
      const { url, state } = await google.startLogin();
      res.cookie(LOGIN_STATE_COOKIE, signLoginState(state, env.SESSION_SECRET), {
        ...stateCookie,
        maxAge: LOGIN_STATE_TTL_SECONDS * 1000,
      });
      res.redirect(302, url);
    } catch (err) {
      fail(res, 'provider discovery failed', err);
    }
  });

  router.get('/oauth/google/callback', async (req: Request, res: Response) => {
    const expected = verifyLoginState(req.cookies?.[LOGIN_STATE_COOKIE] as string | undefined, env.SESSION_SECRET);
    // One use only: whatever happens next, the login state is gone.
    res.clearCookie(LOGIN_STATE_COOKIE, stateCookie);
    if (!google) return void res.redirect(302, GOOGLE_NOT_CONFIGURED);
    if (!expected) return fail(res, 'missing or invalid login state cookie');
    if (typeof req.query['error'] === 'string') return fail(res, `provider answered ${req.query['error']}`);
    let identity: VerifiedIdentity;
    try {
      identity = await google.finishLogin(new URL(req.originalUrl, env.PUBLIC_URL), expected);
    } catch (err) {
      return fail(res, 'code exchange or ID token verification failed', err);
    }
    await signInAndRedirect(res, { provider: 'google', ...identity }).catch((err: unknown) =>
      fail(res, 'the users service did not sign the identity in', err),
    );
  });

  router.get(['/oauth/test', '/auth-test'], (req: Request, res: Response, next) => {
    if (env.production) {
      res.status(404).type('text').send('Not found');
      return;
    }
    if (req.path === '/auth-test') return next(); // the web app's debug page
    signInAndRedirect(res, TEST_ACCOUNT).catch((err: unknown) => fail(res, 'test sign-in failed', err));
  });

  return router;
}
