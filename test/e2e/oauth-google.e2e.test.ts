import { ApiClient } from '../support/http';
import { Topics } from '@faithcraft/lib';
import { readTopic, unique, waitFor } from '../support/kit';
import { E2E_BASE_PORT, startExtraGateway, startTestProvider, walkProvider, type TestProvider } from './oauth-support';

/**
 * Google sign-in (spec 000 §2, §7: /oauth/google) against a real OpenID Connect provider
 * (`oidc-provider`) standing in for accounts.google.com, through a gateway configured for it.
 */
describe('Google sign-in with OpenID Connect', () => {
  const port = E2E_BASE_PORT + 10;
  const client = { clientId: 'faithcraft-gateway', clientSecret: 'e2e-client-secret-0123456789' };
  let provider: TestProvider;
  let gateway: Awaited<ReturnType<typeof startExtraGateway>>;

  beforeAll(async () => {
    provider = await startTestProvider({ ...client, redirectUri: `http://localhost:${port}/oauth/google/callback` });
    gateway = await startExtraGateway(port, {
      GOOGLE_OIDC_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: client.clientId,
      GOOGLE_CLIENT_SECRET: client.clientSecret,
    });
  });

  afterAll(async () => {
    await gateway?.stop();
    await provider?.stop();
  });

  /** One browser going to /oauth/google, through the provider, back to the callback. */
  async function signInWithGoogle(browser: ApiClient, tamper: (callback: URL) => URL = (u) => u) {
    const start = await browser.request('GET', '/oauth/google');
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(provider.issuer);
    const callback = tamper(await walkProvider(authorize.href, provider.issuer));
    expect(callback.href.startsWith(`http://localhost:${port}/oauth/google/callback?`)).toBe(true);
    return browser.request('GET', `${callback.pathname}${callback.search}`);
  }

  const googleUser = (overrides: Partial<Parameters<TestProvider['nextLogin']>[0]> = {}) => ({
    sub: unique('google-sub'),
    email: `${unique('mary')}@gmail.example`,
    email_verified: true,
    given_name: 'Mary',
    family_name: 'Whitmer',
    picture: 'https://images.example/mary.png',
    ...overrides,
  });

  it('sends the browser to the provider with PKCE, state and nonce, kept in a signed httpOnly cookie', async () => {
    const browser = new ApiClient(gateway.url);
    const start = await browser.request('GET', '/oauth/google');
    const authorize = new URL(start.headers.get('location')!);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: client.clientId,
      redirect_uri: `http://localhost:${port}/oauth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('state')).toMatch(/.{20,}/);
    expect(authorize.searchParams.get('nonce')).toMatch(/.{20,}/);
    expect(authorize.searchParams.get('code_challenge')).toMatch(/.{40,}/);
    const cookie = start.headers.getSetCookie().find((c) => c.startsWith('fc_oauth='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\/oauth/i);
    expect(cookie).toMatch(/Max-Age=600/i);
  });

  it('creates the account on the first sign-in, sets the session cookie and signs in to the same account the second time', async () => {
    const claims = googleUser();
    await provider.nextLogin(claims);
    const first = new ApiClient(gateway.url);
    const done = await signInWithGoogle(first);
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/generator');
    const session = done.headers.getSetCookie().find((c) => c.startsWith('fc_session='))!;
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(first.cookie('fc_oauth')).toBeUndefined(); // one use only

    const me = await first.request('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    const user = (await me.json()) as Record<string, unknown>;
    expect(user).toMatchObject({
      email: claims.email,
      firstName: 'Mary',
      lastName: 'Whitmer',
      profileImageUrl: 'https://images.example/mary.png',
      role: 'user',
    });
    // Announced like any sign-up, through the outbox.
    const [signedUp] = await waitFor(
      async () => {
        const found = await readTopic(Topics.users, (m) => m.key?.toString() === user['id']);
        return found.length ? found : undefined;
      },
      30_000,
      'UserSignedUp.v1 of the new account',
    );
    expect(JSON.parse(signedUp!.value!.toString())).toMatchObject({
      type: 'UserSignedUp.v1',
      data: { userId: user['id'], email: claims.email, firstName: 'Mary', lastName: 'Whitmer' },
    });

    await provider.nextLogin(claims);
    const second = new ApiClient(gateway.url);
    expect((await signInWithGoogle(second)).headers.get('location')).toBe('/generator');
    const again = (await (await second.request('GET', '/api/auth/user')).json()) as Record<string, unknown>;
    expect(again['id']).toBe(user['id']);

    // The account has no password: password sign-in with any password fails.
    const password = await new ApiClient(gateway.url).request('POST', '/api/auth/signin', {
      email: claims.email,
      password: 'anything-at-all',
    });
    expect(password.status).toBe(401);
  });

  it('links a verified Google address to the existing password account, never an unverified one', async () => {
    const email = `${unique('ruth')}@example.com`;
    const owner = new ApiClient(gateway.url);
    const signup = await owner.request('POST', '/api/auth/signup', { email, password: 'secret12' });
    expect(signup.status).toBe(201);
    const ownerId = ((await signup.json()) as { id: string }).id;

    await provider.nextLogin(googleUser({ email: email.toUpperCase(), email_verified: false }));
    const impostor = new ApiClient(gateway.url);
    const refused = await signInWithGoogle(impostor);
    expect(refused.headers.get('location')).toBe('/signin?error=oauth');
    expect(impostor.cookie('fc_session')).toBeUndefined();

    await provider.nextLogin(googleUser({ email }));
    const browser = new ApiClient(gateway.url);
    expect((await signInWithGoogle(browser)).headers.get('location')).toBe('/generator');
    const me = (await (await browser.request('GET', '/api/auth/user')).json()) as { id: string };
    expect(me.id).toBe(ownerId);
    // The password still works too.
    expect(
      (await new ApiClient(gateway.url).request('POST', '/api/auth/signin', { email, password: 'secret12' })).status,
    ).toBe(200);
  });

  it('refuses a callback whose state was tampered with', async () => {
    await provider.nextLogin(googleUser());
    const browser = new ApiClient(gateway.url);
    const res = await signInWithGoogle(browser, (callback) => {
      const forged = new URL(callback);
      forged.searchParams.set('state', `${callback.searchParams.get('state')}x`);
      return forged;
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/signin?error=oauth');
    expect(browser.cookie('fc_session')).toBeUndefined();
    expect((await browser.request('GET', '/api/auth/user')).status).toBe(401);
  });

  it('refuses a callback from a browser that did not start the sign-in (no login-state cookie)', async () => {
    await provider.nextLogin(googleUser());
    const victim = new ApiClient(gateway.url);
    const start = await victim.request('GET', '/oauth/google');
    const callback = await walkProvider(start.headers.get('location')!, provider.issuer);
    const attacker = new ApiClient(gateway.url);
    const res = await attacker.request('GET', `${callback.pathname}${callback.search}`);
    expect(res.headers.get('location')).toBe('/signin?error=oauth');
    expect(attacker.cookie('fc_session')).toBeUndefined();
  });

  it('refuses an ID token issued for another application (audience)', async () => {
    await provider.nextLogin(googleUser());
    await provider.nextAudience('some-other-app');
    const browser = new ApiClient(gateway.url);
    const res = await signInWithGoogle(browser);
    expect(res.headers.get('location')).toBe('/signin?error=oauth');
    expect(browser.cookie('fc_session')).toBeUndefined();
  });

  it('refuses an ID token not signed by the provider', async () => {
    await provider.nextLogin(googleUser());
    await provider.nextForged();
    const browser = new ApiClient(gateway.url);
    const res = await signInWithGoogle(browser);
    expect(res.headers.get('location')).toBe('/signin?error=oauth');
    expect(browser.cookie('fc_session')).toBeUndefined();
  });

  it('says Google sign-in is not configured when the gateway has no client id', async () => {
    const res = await new ApiClient().request('GET', '/oauth/google');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/signin?error=google-not-configured');
  });
});
