import { asAdmin } from '../support/flow';
import { ApiClient } from '../support/http';
import { unique, waitFor } from '../support/kit';

describe('accounts through the gateway (REST facade and GraphQL)', () => {
  it('signs up, keeps the session in an httpOnly SameSite cookie, signs out and in again', async () => {
    const browser = new ApiClient();
    const email = `${unique('jane')}@Example.com`;

    const signup = await browser.request('POST', '/api/auth/signup', { email, password: 'secret1' });
    expect(signup.status).toBe(201);
    const setCookie = signup.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/fc_session=.+; .*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const me = await browser.request('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      email: email.toLowerCase(),
      role: 'user',
      freeGenerationsLimit: 5,
      freeGenerationsUsed: 0,
    });

    const logout = await browser.request('GET', '/api/logout');
    expect(logout.status).toBe(302);
    expect(logout.headers.get('location')).toBe('/');
    expect((await browser.request('GET', '/api/auth/user')).status).toBe(401);

    const signin = await browser.request('POST', '/api/auth/signin', { email, password: 'secret1' });
    expect(signin.status).toBe(200);
    expect((await browser.request('GET', '/api/auth/user')).status).toBe(200);
  });

  it('a signed-out session cookie stays dead even if replayed', async () => {
    const browser = new ApiClient();
    await browser.request('POST', '/api/auth/signup', {
      email: `${unique('replay')}@example.com`,
      password: 'secret1',
    });
    const stolen = browser.cookie('fc_session')!;
    await browser.request('GET', '/api/logout');
    const attacker = new ApiClient();
    const res = await attacker.request('GET', '/api/auth/user', undefined, { cookie: `fc_session=${stolen}` });
    expect(res.status).toBe(401);
  });

  it('answers bad input with the spec texts and creates nothing', async () => {
    const browser = new ApiClient();
    const bad = await browser.request('POST', '/api/auth/signup', { email: 'not-an-email', password: '123' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: 'Please enter a valid email address',
      errors: [
        { field: 'email', message: 'Please enter a valid email address' },
        { field: 'password', message: 'Password must be at least 6 characters' },
      ],
    });
    expect(browser.cookie('fc_session')).toBeUndefined();

    const email = `${unique('dup')}@example.com`;
    expect((await browser.request('POST', '/api/auth/signup', { email, password: 'secret1' })).status).toBe(201);
    const again = await new ApiClient().request('POST', '/api/auth/signup', { email, password: 'secret2' });
    expect(again.status).toBe(400);
    expect((await again.json()) as { message: string }).toMatchObject({
      message: 'An account with this email already exists',
    });
  });

  it('never reveals whether an address has an account on a failed sign-in', async () => {
    const email = `${unique('known')}@example.com`;
    await new ApiClient().request('POST', '/api/auth/signup', { email, password: 'secret1' });
    const wrongPassword = await new ApiClient().request('POST', '/api/auth/signin', { email, password: 'wrong-one' });
    const unknown = await new ApiClient().request('POST', '/api/auth/signin', {
      email: `${unique('nobody')}@example.com`,
      password: 'wrong-one',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrongPassword.json()).toEqual(await unknown.json());
  });

  it('refuses cross-site state changes and browser-forged identity headers', async () => {
    const browser = new ApiClient();
    const crossSite = await browser.request(
      'POST',
      '/api/auth/signin',
      { email: 'a@b.co', password: 'x' },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);

    const forged = await browser.graphql('{ adminMetrics { totalSignups } }');
    expect(forged.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const withHeader = await browser.request(
      'POST',
      '/graphql',
      { query: '{ me { id } }' },
      { 'apollo-require-preflight': 'true', 'x-faithcraft-identity': 'forged' },
    );
    expect(await withHeader.json()).toEqual({ data: { me: null } });
  });

  it('counts sign-ups in admin analytics from the UserSignedUp event, for admins only', async () => {
    const admin = await asAdmin();
    const before = (
      await admin.graphql<{ adminMetrics: { totalSignups: number } }>('{ adminMetrics { totalSignups } }')
    ).data!.adminMetrics.totalSignups;

    const user = new ApiClient();
    await user.request('POST', '/api/auth/signup', { email: `${unique('counted')}@example.com`, password: 'secret1' });
    await waitFor(
      async () => {
        const now = (
          await admin.graphql<{ adminMetrics: { totalSignups: number } }>('{ adminMetrics { totalSignups } }')
        ).data!.adminMetrics.totalSignups;
        return now >= before + 1; // the read model may still be catching up on older events too
      },
      30_000,
      'the sign-up to be counted',
    );

    const denied = await user.graphql('{ adminMetrics { totalSignups } }');
    expect(denied.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(denied.data ?? null).toBeNull();
  });

  it('answers unknown API paths and malformed bodies with JSON, not a stack trace', async () => {
    const browser = new ApiClient();
    const unknownPath = await browser.request('GET', '/api/does-not-exist');
    expect(unknownPath.status).toBe(404);
    expect(await unknownPath.json()).toEqual({ message: 'Not found' });
    const badJson = await fetch(`${browser.baseUrl}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(badJson.status).toBe(400);
    expect(await badJson.text()).not.toMatch(/at .+\.js:\d+/);
  });
});
