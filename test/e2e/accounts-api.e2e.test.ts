import { asAdmin, signUp } from '../support/flow';
import { ApiClient } from '../support/http';
import { unique, waitFor } from '../support/kit';

const adminCalls = (id: string): [string, string, unknown?][] => [
  ['GET', '/api/admin/users'],
  ['PATCH', `/api/admin/users/${id}/generations`, { freeGenerationsUsed: 0, freeGenerationsLimit: 50 }],
  ['PATCH', `/api/admin/users/${id}/role`, { role: 'admin' }],
  ['PATCH', `/api/admin/users/${id}/subscription`, { subscriptionStatus: 'active' }],
  ['POST', `/api/admin/users/${id}/reset-generations`, {}],
  ['POST', `/api/admin/users/${id}/add-credits`, { credits: 100 }],
  ['DELETE', `/api/admin/users/${id}`],
];

describe('accounts API through the gateway', () => {
  it('refuses every admin call with 401 when signed out and 403 for a non-admin, changing nothing', async () => {
    const victim = await signUp();
    const mallory = await signUp();
    const anonymous = new ApiClient();
    for (const [method, path, body] of adminCalls(victim.id)) {
      const signedOut = await anonymous.request(method, path, body);
      expect([path, signedOut.status]).toEqual([path, 401]);
      const forbidden = await mallory.client.request(method, path, body);
      expect([path, forbidden.status]).toEqual([path, 403]);
      expect(await forbidden.json()).toEqual({ message: 'Forbidden' });
    }
    const me = (await (await victim.client.request('GET', '/api/auth/user')).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ role: 'user', subscriptionStatus: 'inactive', freeGenerationsLimit: 5 });
    expect((await mallory.client.request('GET', '/api/auth/user')).status).toBe(200);
  });

  it("never lets a user read another user's private data", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const entities = await bob.client.graphql(
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { email } } }',
      { r: [{ __typename: 'User', id: alice.id }] },
    );
    expect(entities.data ?? null).toBeNull();
    expect(entities.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const list = await bob.client.graphql('{ adminUsers { id email } }');
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(list)).not.toContain(alice.email);
    // A private creator page is not found, like a missing one.
    expect((await alice.client.request('PATCH', '/api/profile', { isProfilePublic: false })).status).toBe(200);
    const hidden = await bob.client.request('GET', `/api/users/${alice.id}/profile`);
    expect(hidden.status).toBe(404);
    expect(await hidden.json()).toEqual({ message: 'User Not Found' });
    expect((await bob.client.request('GET', '/api/users/no-such-user/profile')).status).toBe(404);
  });

  it('answers forgot-password and failed sign-ins the same for known and unknown addresses', async () => {
    const known = await signUp();
    const unknownEmail = `${unique('nobody')}@example.com`;
    const forgotKnown = await new ApiClient().request('POST', '/api/auth/forgot-password', { email: known.email });
    const forgotUnknown = await new ApiClient().request('POST', '/api/auth/forgot-password', { email: unknownEmail });
    expect(forgotKnown.status).toBe(200);
    expect(forgotUnknown.status).toBe(200);
    expect(await forgotKnown.json()).toEqual(await forgotUnknown.json());
    const badEmail = await new ApiClient().request('POST', '/api/auth/forgot-password', { email: 'nope' });
    expect(badEmail.status).toBe(400);
    expect(await badEmail.json()).toMatchObject({ message: 'Please enter a valid email address' });

    const wrongKnown = await new ApiClient().request('POST', '/api/auth/signin', {
      email: known.email,
      password: 'wrong-pw',
    });
    const wrongUnknown = await new ApiClient().request('POST', '/api/auth/signin', {
      email: unknownEmail,
      password: 'wrong-pw',
    });
    expect(wrongKnown.status).toBe(401);
    expect(wrongUnknown.status).toBe(401);
    expect(await wrongKnown.json()).toEqual(await wrongUnknown.json());

    const badReset = await new ApiClient().request('POST', '/api/auth/reset-password', {
      token: 'A'.repeat(43),
      password: 'newpassword1',
    });
    expect(badReset.status).toBe(400);
    expect(await badReset.json()).toMatchObject({
      message: 'The reset link is invalid or has expired. Please request a new one.',
    });
    const shortReset = await new ApiClient().request('POST', '/api/auth/reset-password', {
      token: 'x',
      password: 'short',
    });
    expect(await shortReset.json()).toMatchObject({ message: 'Password must be at least 8 characters long' });
  });

  it('answers 429 with the spec-style text after 10 sign-in attempts for one address', async () => {
    const email = `${unique('brute')}@example.com`;
    for (let i = 0; i < 10; i++) {
      expect(
        (await new ApiClient().request('POST', '/api/auth/signin', { email, password: `guess-${i}` })).status,
      ).toBe(401);
    }
    const blocked = await new ApiClient().request('POST', '/api/auth/signin', { email, password: 'guess-x' });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ message: 'Too many sign-in attempts. Please try again in 15 minutes.' });
  });

  it('updates the profile and changes the password, ending the other sessions', async () => {
    const user = await signUp({ password: 'password1' });
    const update = await user.client.request('PATCH', '/api/profile', { firstName: '  Sister ', lastName: 'Jones' });
    expect(update.status).toBe(200);
    expect(await update.json()).toMatchObject({ id: user.id, firstName: 'Sister', lastName: 'Jones' });
    const tooLong = await user.client.request('PATCH', '/api/profile', { firstName: 'x'.repeat(51) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ message: 'First name must be at most 50 characters' });
    expect(await (await user.client.request('GET', '/api/auth/user')).json()).toMatchObject({ firstName: 'Sister' });
    expect((await new ApiClient().request('PATCH', '/api/profile', { firstName: 'X' })).status).toBe(401);
    expect((await new ApiClient().request('GET', '/api/profile/stats')).status).toBe(401);

    const otherDevice = new ApiClient();
    expect(
      (await otherDevice.request('POST', '/api/auth/signin', { email: user.email, password: 'password1' })).status,
    ).toBe(200);
    const wrong = await user.client.request('POST', '/api/auth/change-password', {
      currentPassword: 'not-it',
      newPassword: 'password2',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ message: 'Current password is incorrect' });
    const short = await user.client.request('POST', '/api/auth/change-password', {
      currentPassword: 'password1',
      newPassword: 'short',
    });
    expect(await short.json()).toMatchObject({ message: 'Password must be at least 8 characters long.' });
    const changed = await user.client.request('POST', '/api/auth/change-password', {
      currentPassword: 'password1',
      newPassword: 'password2',
    });
    expect(changed.status).toBe(200);
    expect((await user.client.request('GET', '/api/auth/user')).status).toBe(200);
    expect((await otherDevice.request('GET', '/api/auth/user')).status).toBe(401);
    expect(
      (await new ApiClient().request('POST', '/api/auth/signin', { email: user.email, password: 'password2' })).status,
    ).toBe(200);
    expect((await new ApiClient().request('POST', '/api/auth/change-password', {})).status).toBe(401);
  });

  it('lets the admin manage a user from the dialog, with clear errors', async () => {
    const admin = await asAdmin();
    const user = await signUp();
    // The users table comes from the directory index, which shows a sign-up within about a second.
    const listed = await waitFor(
      async () => {
        const res = await admin.request('GET', `/api/admin/users?search=${encodeURIComponent(user.email)}`);
        expect(res.status).toBe(200);
        const users = (await res.json()) as Record<string, unknown>[];
        return users.length === 1 && { users, total: res.headers.get('x-total-count') };
      },
      10_000,
      'the new user in the admin users table',
    );
    expect(listed.total).toBe('1');
    expect(listed.users[0]).toMatchObject({ id: user.id, email: user.email, role: 'user', totalRevenue: 0 });
    const firstPage = await admin.request('GET', '/api/admin/users?limit=2');
    const total = Number(firstPage.headers.get('x-total-count'));
    expect(total).toBeGreaterThanOrEqual(2);
    const newest = (await firstPage.json()) as { id: string; createdAt: string }[];
    expect(newest).toHaveLength(2);
    expect(Date.parse(newest[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(newest[1]!.createdAt));
    const second = (await (await admin.request('GET', '/api/admin/users?limit=2&offset=1')).json()) as { id: string }[];
    expect(second[0]!.id).toBe(newest[1]!.id);
    for (const [query, message] of [
      ['limit=0', 'Limit must be a whole number from 1 to 100'],
      ['limit=abc', 'Limit must be a whole number from 1 to 100'],
      ['offset=-5', 'Offset must be a whole number from 0'],
      ['offset=9950&limit=100', 'Only the first 10,000 users of a list can be paged through: narrow it with a search'],
      [`search=${'x'.repeat(101)}`, 'Search must be at most 100 characters'],
    ]) {
      const refused = await admin.request('GET', `/api/admin/users?${query}`);
      expect([query, refused.status, await refused.json()]).toEqual([query, 400, { message }]);
    }

    const call = async (method: string, path: string, body?: unknown) => {
      const res = await admin.request(method, `/api/admin/users/${user.id}${path}`, body);
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    expect(await call('PATCH', '/generations', { freeGenerationsUsed: 3, freeGenerationsLimit: 10 })).toMatchObject({
      status: 200,
      body: { freeGenerationsUsed: 3, freeGenerationsLimit: 10, generationsRemaining: 7 },
    });
    expect(await call('POST', '/add-credits', { credits: 25 })).toMatchObject({
      status: 200,
      body: { freeGenerationsLimit: 35 },
    });
    expect(await call('POST', '/add-credits', { credits: 1001 })).toEqual({
      status: 400,
      body: { message: 'Credits must be a whole number from 0 to 1000' },
    });
    expect((await call('POST', '/add-credits', { credits: 'many' })).status).toBe(400);
    expect(await call('POST', '/reset-generations', {})).toMatchObject({
      status: 200,
      body: { freeGenerationsUsed: 0 },
    });
    expect(await call('PATCH', '/subscription', { subscriptionStatus: 'active' })).toMatchObject({
      status: 200,
      body: { subscriptionStatus: 'active', canGenerate: true, generationsRemaining: null },
    });
    expect((await call('PATCH', '/subscription', { subscriptionStatus: 'gold' })).status).toBe(400);
    expect(await call('PATCH', '/role', { role: 'moderator' })).toMatchObject({
      status: 200,
      body: { role: 'moderator' },
    });
    expect((await call('PATCH', '/role', { role: '<script>' })).status).toBe(400);
    expect((await admin.request('POST', '/api/admin/users/no-such-user/add-credits', { credits: 1 })).status).toBe(404);

    expect(await call('DELETE', '')).toEqual({ status: 200, body: { message: 'User account deleted' } });
    expect((await call('DELETE', '')).status).toBe(404);
    expect((await user.client.request('GET', '/api/auth/user')).status).toBe(401);
    expect(
      (await new ApiClient().request('POST', '/api/auth/signin', { email: user.email, password: user.password }))
        .status,
    ).toBe(401);
  });
});
