import type * as Oidc from 'openid-client' with { 'resolution-mode': 'import' };
import type { LoginState } from './login-state.js';

/** The claims FaithCraft takes from a verified ID token (and, if missing there, from userinfo). */
export interface VerifiedIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
  pictureUrl: string | null;
}

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

// openid-client is an ES module; this CommonJS build loads it with a real dynamic import.
const loadOidc = () => import('openid-client');

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * A standard OpenID Connect relying party (authorization code flow with PKCE, state and nonce).
 * The provider's metadata is discovered on first use and cached; a failed discovery is retried
 * on the next sign-in instead of keeping the gateway from starting.
 */
export class OidcClient {
  private config: Promise<Oidc.Configuration> | undefined;

  constructor(private readonly opts: OidcClientOptions) {}

  private configuration(): Promise<Oidc.Configuration> {
    this.config ??= (async () => {
      const oidc = await loadOidc();
      const issuer = new URL(this.opts.issuer);
      // Plain http is only ever a local test provider; real providers are https.
      // Non-repudiation: ID token signatures are checked against the provider's published keys too.
      const execute = [
        oidc.enableNonRepudiationChecks,
        ...(issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : []),
      ];
      return oidc.discovery(issuer, this.opts.clientId, this.opts.clientSecret, undefined, { execute, timeout: 10 });
    })();
    this.config.catch(() => {
      this.config = undefined;
    });
    return this.config;
  }

  /** A fresh login state and the provider URL to send the browser to. */
  async startLogin(): Promise<{ url: string; state: LoginState }> {
    const [oidc, config] = await Promise.all([loadOidc(), this.configuration()]);
    const state: LoginState = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: this.opts.redirectUri,
      scope: 'openid email profile',
      response_type: 'code',
      code_challenge: await oidc.calculatePKCECodeChallenge(state.codeVerifier),
      code_challenge_method: 'S256',
      state: state.state,
      nonce: state.nonce,
    });
    return { url: url.href, state };
  }

  /**
   * Exchanges the code and verifies the ID token: signature, issuer, audience, expiry and nonce,
   * and the callback's state against the one this browser was given. Any mismatch throws.
   */
  async finishLogin(callbackUrl: URL, expected: LoginState): Promise<VerifiedIdentity> {
    const [oidc, config] = await Promise.all([loadOidc(), this.configuration()]);
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: expected.codeVerifier,
      expectedState: expected.state,
      expectedNonce: expected.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('the provider returned no ID token');
    let claims: Record<string, unknown> = { ...idClaims };
    if (!str(claims['email']) && config.serverMetadata().userinfo_endpoint) {
      claims = { ...(await oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...claims };
    }
    const email = str(claims['email']);
    if (!email) throw new Error('the provider returned no e-mail address');
    return {
      subject: idClaims.sub,
      email,
      emailVerified: claims['email_verified'] === true || claims['email_verified'] === 'true',
      firstName: str(claims['given_name']),
      lastName: str(claims['family_name']),
      pictureUrl: str(claims['picture']),
    };
  }
}
