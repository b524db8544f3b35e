import jwt from 'jsonwebtoken';

/**
 * What the browser carries between leaving for the provider and coming back: the state, the
 * nonce and the PKCE verifier, in a short-lived signed httpOnly cookie (no server-side store).
 */
export interface LoginState {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export const LOGIN_STATE_COOKIE = 'fc_oauth';
export const LOGIN_STATE_TTL_SECONDS = 600;
const AUDIENCE = 'faithcraft-oauth-login';

export function signLoginState(value: LoginState, secret: string): string {
  return jwt.sign({ st: value.state, n: value.nonce, cv: value.codeVerifier }, secret, {
    algorithm: 'HS256',
    audience: AUDIENCE,
    expiresIn: LOGIN_STATE_TTL_SECONDS,
  });
}

export function verifyLoginState(token: string | undefined, secret: string): LoginState | null {
  if (!token) return null;
  try {
    const claims = jwt.verify(token, secret, { algorithms: ['HS256'], audience: AUDIENCE });
    if (typeof claims === 'string') return null;
    const { st, n, cv } = claims as Record<string, unknown>;
    if (typeof st !== 'string' || typeof n !== 'string' || typeof cv !== 'string') return null;
    return { state: st, nonce: n, codeVerifier: cv };
  } catch {
    return null;
  }
}
