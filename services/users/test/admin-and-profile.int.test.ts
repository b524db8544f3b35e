import { Topics } from '@faithcraft/lib';
import { readTopic, unique, waitFor } from '../../../test/support/kit';
import { dropDatabase, startTestUsers, withDatabase, type TestUsers } from './support/harness';

jest.setTimeout(120_000);

const ENTITIES =
  'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id email freeGenerationsUsed } } }';
const USER = 'id role subscriptionStatus freeGenerationsUsed freeGenerationsLimit generationsRemaining';

describe('administration, private data and profiles in the users service', () => {
  let users: TestUsers;
  const adminEmail = `${unique('admin')}@example.com`;

  beforeAll(async () => {
    users = await startTestUsers({
      env: { BOOTSTRAP_ADMIN_EMAIL: adminEmail, BOOTSTRAP_ADMIN_PASSWORD: 'AdminPassword1' },
    });
  });

  afterAll(async () => {
    await users?.stop();
    if (users) await dropDatabase(users.dbName);
  });

  it('resolves a User reference only for that user or an admin', async () => {
    const alice = await users.signUp(`${unique('alice')}@example.com`);
    const bob = await users.signUp(`${unique('bob')}@example.com`);
    const admin = (await users.signIn(adminEmail, 'AdminPassword1'))!;
    const ref = { r: [{ __typename: 'User', id: alice.userId }] };

    const asBob = await users.gql(ENTITIES, ref, bob);
    expect(asBob.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(asBob.data ?? null)).not.toContain('@example.com');
    expect((await users.gql(ENTITIES, ref)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    // A forged role claim does not help: the role is read from the database.
    expect((await users.gql(ENTITIES, ref, { ...bob, role: 'admin' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await users.gql(ENTITIES, ref, alice)).data).toMatchObject({ _entities: [{ id: alice.userId }] });
    expect((await users.gql(ENTITIES, ref, admin)).data).toMatchObject({ _entities: [{ id: alice.userId }] });
  });

  it('lets only current admins administer, with clear errors for bad input', async () => {
    const admin = (await users.signIn(adminEmail, 'AdminPassword1'))!;
    const carol = await users.signUp(`${unique('carol')}@example.com`);
    const run = (query: string, variables: object, who = admin) =>
      users.gql<Record<string, unknown>>(query, variables, who);
    const code = (r: { errors?: { extensions?: { code?: string } }[] }) => r.errors?.[0]?.extensions?.code;

    expect(code(await run('{ adminUsers { id } }', {}, carol))).toBe('FORBIDDEN');
    expect(code(await run('{ adminUsers(limit: 501) { id } }', {}))).toBe('BAD_USER_INPUT');
    const list = await run('{ adminUsers(limit: 500) { id email } }', {});
    expect((list.data!['adminUsers'] as { id: string }[]).map((u) => u.id)).toContain(carol.userId);

    const setGen = `mutation($u: ID!, $i: AdminGenerationsInput!) { adminSetGenerations(userId: $u, input: $i) { ${USER} } }`;
    expect(
      (await run(setGen, { u: carol.userId, i: { freeGenerationsUsed: 2, freeGenerationsLimit: 10 } })).data,
    ).toEqual({
      adminSetGenerations: expect.objectContaining({
        freeGenerationsUsed: 2,
        freeGenerationsLimit: 10,
        generationsRemaining: 8,
      }),
    });
    const bad = await run(setGen, { u: carol.userId, i: { freeGenerationsUsed: -1, freeGenerationsLimit: 10 } });
    expect(bad.errors?.[0]).toMatchObject({
      message: 'Generations used must be a whole number from 0 to 100000',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const credits = 'mutation($u: ID!, $c: Int!) { adminAddCredits(userId: $u, credits: $c) { freeGenerationsLimit } }';
    expect((await run(credits, { u: carol.userId, c: 5 })).data).toEqual({
      adminAddCredits: { freeGenerationsLimit: 15 },
    });
    expect((await run(credits, { u: carol.userId, c: 1001 })).errors?.[0]?.message).toBe(
      'Credits must be a whole number from 0 to 1000',
    );
    expect(code(await run(credits, { u: 'no-such-user', c: 1 }))).toBe('NOT_FOUND');
    const reset = `mutation($u: ID!) { adminResetGenerations(userId: $u) { freeGenerationsUsed } }`;
    expect((await run(reset, { u: carol.userId })).data).toEqual({ adminResetGenerations: { freeGenerationsUsed: 0 } });
    const sub =
      'mutation($u: ID!, $s: SubscriptionStatus) { adminSetSubscription(userId: $u, subscriptionStatus: $s) { subscriptionStatus generationsRemaining } }';
    expect((await run(sub, { u: carol.userId, s: 'ACTIVE' })).data).toEqual({
      adminSetSubscription: { subscriptionStatus: 'ACTIVE', generationsRemaining: null },
    });
    expect(code(await run(sub, { u: carol.userId, s: 'gold' }))).toBe('BAD_USER_INPUT');
    // None given (what the REST facade sends for a value outside the vocabulary): the spec's list.
    expect((await run(sub, { u: carol.userId, s: null })).errors?.[0]?.message).toBe(
      'Subscription status must be one of: active, inactive, cancelled, past_due',
    );

    // Role changes take effect on the next request, whatever role the caller's identity still claims.
    const role = 'mutation($u: ID!, $r: String!) { adminSetRole(userId: $u, role: $r) { role } }';
    expect(code(await run(role, { u: carol.userId, r: 'Admin!' }))).toBe('BAD_USER_INPUT');
    await run(role, { u: carol.userId, r: 'admin' });
    expect(code(await run('{ adminUsers { id } }', {}, carol))).toBeUndefined();
    await run(role, { u: carol.userId, r: 'user' }, carol);
    expect(code(await run('{ adminUsers { id } }', {}, { ...carol, role: 'admin' }))).toBe('FORBIDDEN');

    // The last admin cannot demote themself; no admin can delete themself.
    expect((await run(role, { u: admin.userId, r: 'user' })).errors?.[0]?.message).toBe(
      'You cannot remove the admin role from the last admin',
    );
    expect(code(await run('mutation($u: ID!) { adminDeleteUser(userId: $u) }', { u: admin.userId }))).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('deletes an account with its sessions and publishes UserDeleted through the outbox', async () => {
    const admin = (await users.signIn(adminEmail, 'AdminPassword1'))!;
    const dave = await users.signUp(`${unique('dave')}@example.com`);
    const del = 'mutation($u: ID!) { adminDeleteUser(userId: $u) }';
    expect((await users.gql(del, { u: dave.userId }, dave)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await users.gql(del, { u: dave.userId }, admin)).data).toEqual({ adminDeleteUser: true });
    expect(await users.sessionLive(dave)).toBe(false);
    expect((await users.gql(del, { u: dave.userId }, admin)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    const events = await waitFor(
      async () => {
        const found = await readTopic(Topics.users, (m) => m.key?.toString() === dave.userId);
        const types = found.map((m) => (JSON.parse(m.value!.toString()) as { type: string }).type);
        return types.includes('UserDeleted.v1') ? found : undefined;
      },
      30_000,
      'UserDeleted on Kafka',
    );
    const deleted = events
      .map((m) => JSON.parse(m.value!.toString()) as { type: string })
      .find((e) => e.type === 'UserDeleted.v1');
    expect(deleted).toMatchObject({ subject: dave.userId, data: { userId: dave.userId } });
    await withDatabase(users.dbName, async (db) => {
      expect(await db.collection('users').countDocuments({ _id: dave.userId as never })).toBe(0);
      expect(await db.collection('sessions').countDocuments({ userId: dave.userId })).toBe(0);
      await waitFor(
        async () =>
          (await db.collection('deleted_users').findOne({ _id: dave.userId as never }))?.['_outboxPending'] === false,
        10_000,
        'the tombstone outbox to be cleared',
      );
      expect(await db.collection('deleted_users').findOne({ _id: dave.userId as never })).toMatchObject({
        completed: true,
      });
    });
  });

  it('finishes a deletion that a crash interrupted after the tombstone was written, at the next start', async () => {
    const frank = await users.signUp(`${unique('frank')}@example.com`);
    // The state a crash leaves behind: tombstone written (its event already out), account not yet removed.
    await withDatabase(users.dbName, (db) =>
      db.collection('deleted_users').insertOne({
        _id: frank.userId as never,
        deletedAt: new Date(),
        deletedBy: 'admin',
        completed: false,
        _outbox: [],
        _outboxPending: false,
        _outboxSeq: 0,
      }),
    );
    const dbName = users.dbName;
    await users.stop();
    users = await startTestUsers({ dbName });
    expect(await users.sessionLive(frank)).toBe(false);
    await withDatabase(dbName, async (db) => {
      expect(await db.collection('users').countDocuments({ _id: frank.userId as never })).toBe(0);
      expect(await db.collection('deleted_users').findOne({ _id: frank.userId as never })).toMatchObject({
        completed: true,
      });
    });
  });

  it('updates the profile, changes the password keeping only the current session, and shows public profiles', async () => {
    const email = `${unique('erin')}@example.com`;
    const erin = await users.signUp(email, 'oldpassword');
    const other = (await users.signIn(email, 'oldpassword'))!;
    const update =
      'mutation($i: UpdateProfileInput!) { updateProfile(input: $i) { user { firstName lastName isProfilePublic } message fieldErrors { field message } } }';
    expect((await users.gql(update, { i: { firstName: '  Erin ', lastName: 'Lee' } }, erin)).data).toEqual({
      updateProfile: {
        user: { firstName: 'Erin', lastName: 'Lee', isProfilePublic: true },
        message: null,
        fieldErrors: [],
      },
    });
    expect((await users.gql(update, { i: { firstName: 'x'.repeat(51) } }, erin)).data).toEqual({
      updateProfile: {
        user: null,
        message: 'First name must be at most 50 characters',
        fieldErrors: [{ field: 'firstName', message: 'First name must be at most 50 characters' }],
      },
    });
    expect((await users.gql(update, { i: { firstName: 'X' } })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');

    const profile = '{ publicProfile(userId: "ID") { id displayName role } }';
    expect((await users.gql(profile.replace('ID', erin.userId))).data).toEqual({
      publicProfile: { id: erin.userId, displayName: 'Erin Lee', role: 'user' },
    });
    await users.gql(update, { i: { isProfilePublic: false } }, erin);
    expect((await users.gql(profile.replace('ID', erin.userId))).data).toEqual({ publicProfile: null });
    const nameless = await users.signUp(`${unique('anon')}@example.com`);
    expect((await users.gql(profile.replace('ID', nameless.userId))).data).toEqual({
      publicProfile: { id: nameless.userId, displayName: 'Anonymous Creator', role: 'user' },
    });

    const change =
      'mutation($i: ChangePasswordInput!) { changePassword(input: $i) { ok message fieldErrors { field message } } }';
    expect(
      (await users.gql(change, { i: { currentPassword: 'wrong', newPassword: 'newpassword1' } }, erin)).data,
    ).toEqual({
      changePassword: {
        ok: false,
        message: 'Current password is incorrect',
        fieldErrors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
      },
    });
    expect(
      (await users.gql(change, { i: { currentPassword: 'oldpassword', newPassword: 'short' } }, erin)).data,
    ).toMatchObject({ changePassword: { ok: false, message: 'Password must be at least 8 characters long.' } });
    expect(
      (await users.gql(change, { i: { currentPassword: 'oldpassword', newPassword: 'newpassword1' } }, erin)).data,
    ).toMatchObject({ changePassword: { ok: true } });
    expect(await users.sessionLive(erin)).toBe(true);
    expect(await users.sessionLive(other)).toBe(false);
    expect(await users.signIn(email, 'newpassword1')).not.toBeNull();
  });
});
