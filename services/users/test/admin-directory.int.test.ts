import type { Identity } from '@faithcraft/lib';
import { testSettings, unique, waitFor } from '../../../test/support/kit';
import { directoryAlias, dropDatabase, startTestUsers, withDatabase, type TestUsers } from './support/harness';

jest.setTimeout(180_000);

interface Row {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  subscriptionStatus: string;
  freeGenerationsLimit: number;
  createdAt: string;
}
interface Page {
  total: number;
  users: Row[];
}

const DIRECTORY = `query($s: String, $l: Int, $o: Int) { adminUserDirectory(search: $s, limit: $l, offset: $o) {
  total users { id email firstName lastName role subscriptionStatus freeGenerationsLimit createdAt } } }`;

/** The people the search cases are about; fillers make the paging cases. */
const PEOPLE = [
  { key: 'anna', email: 'anna.lee@example.com', firstName: 'Anna', lastName: 'Lee' },
  { key: 'annabel', email: 'bel@example.com', firstName: 'Annabel', lastName: 'Smith' },
  { key: 'bob', email: 'bob@example.com', firstName: 'Bob', lastName: 'Annston' },
  // "ann" inside a word, never at its start: not a match.
  { key: 'carl', email: 'hannah@example.com', firstName: 'Carl', lastName: 'Jones' },
  { key: 'dora', email: 'dl@annex.org', firstName: 'Dora', lastName: 'Lee' },
];
const FILLERS = 25;

describe('the admin user directory (OpenSearch read model of the users table)', () => {
  let users: TestUsers;
  let admin: Identity;
  const ids = new Map<string, string>();
  /** Every account, oldest first (the admin was created at start). */
  const signUpOrder: string[] = [];
  const adminEmail = `${unique('admin')}@example.com`;

  const page = async (variables: { s?: string | null; l?: number; o?: number }, who: Identity | null = admin) =>
    users.gql<{ adminUserDirectory: Page }>(DIRECTORY, variables, who);
  const rows = async (variables: { s?: string | null; l?: number; o?: number }): Promise<Page> => {
    const answer = await page(variables);
    if (!answer.data) throw new Error(JSON.stringify(answer.errors));
    return answer.data.adminUserDirectory;
  };
  const run = (query: string, variables: object) => users.gql<Record<string, unknown>>(query, variables, admin);

  beforeAll(async () => {
    users = await startTestUsers({
      env: { BOOTSTRAP_ADMIN_EMAIL: adminEmail, BOOTSTRAP_ADMIN_PASSWORD: 'AdminPassword1' },
    });
    admin = (await users.signIn(adminEmail, 'AdminPassword1'))!;
    signUpOrder.push(admin.userId);
    for (const p of PEOPLE) {
      const who = await users.signUp(p.email, 'secret12', { firstName: p.firstName, lastName: p.lastName });
      ids.set(p.key, who.userId);
      signUpOrder.push(who.userId);
    }
    for (let n = 0; n < FILLERS; n++) {
      const who = await users.signUp(`filler${n}@example.com`, 'secret12', { firstName: 'Filler', lastName: `N${n}` });
      signUpOrder.push(who.userId);
    }
    // Sign-ups reach the directory within about a second.
    await waitFor(async () => (await rows({})).total === signUpOrder.length, 20_000, 'every sign-up in the directory');
  });

  afterAll(async () => {
    await users?.stop();
    if (users) await dropDatabase(users.dbName);
  });

  it('is for admins only', async () => {
    const someone = await users.signIn('bob@example.com', 'secret12');
    expect((await page({}, someone)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await page({}, { ...someone!, role: 'admin' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await page({}, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await page({}, someone)).data).toBeFalsy();
  });

  it('pages newest first with the total, 25 by default, without overlap', async () => {
    const newestFirst = [...signUpOrder].reverse();
    const first = await rows({});
    expect(first.total).toBe(31);
    expect(first.users.map((u) => u.id)).toEqual(newestFirst.slice(0, 25));
    expect(first.users[0]).toMatchObject({
      email: 'filler24@example.com',
      role: 'user',
      subscriptionStatus: 'INACTIVE',
    });

    const seen: string[] = [];
    for (let offset = 0; offset < 31; offset += 7) {
      const p = await rows({ l: 7, o: offset });
      expect(p.total).toBe(31);
      seen.push(...p.users.map((u) => u.id));
    }
    expect(seen).toEqual(newestFirst);
    const times = seen.length && (await rows({ l: 100 })).users.map((u) => Date.parse(u.createdAt));
    expect(times).toEqual([...(times as number[])].sort((a, b) => b - a));
    expect((await rows({ l: 10, o: 30 })).users.map((u) => u.id)).toEqual([signUpOrder[0]]);
    expect(await rows({ l: 10, o: 40 })).toEqual({ total: 31, users: [] });
  });

  it('refuses a bad window or search with a clear message', async () => {
    const refused = async (variables: { s?: string; l?: number; o?: number }) => {
      const answer = await page(variables);
      expect(answer.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return answer.errors?.[0]?.message;
    };
    expect(await refused({ l: 0 })).toBe('Limit must be a whole number from 1 to 100');
    expect(await refused({ l: 101 })).toBe('Limit must be a whole number from 1 to 100');
    expect(await refused({ o: -1 })).toBe('Offset must be a whole number from 0');
    expect(await refused({ l: 100, o: 9901 })).toBe(
      'Only the first 10,000 users of a list can be paged through: narrow it with a search',
    );
    expect(await refused({ s: 'x'.repeat(101) })).toBe('Search must be at most 100 characters');
    // The edge of the window is fine.
    expect(await rows({ l: 100, o: 9900 })).toEqual({ total: 31, users: [] });
  });

  it('searches a prefix of any word of the e-mail address or the names, case-insensitively', async () => {
    const found = async (s: string) =>
      (await rows({ s, l: 100 })).users.map((u) => [...ids].find(([, id]) => id === u.id)?.[0] ?? u.email).sort();
    expect(await found('ANN')).toEqual(['anna', 'annabel', 'bob', 'dora']);
    expect(await found('lee')).toEqual(['anna', 'dora']);
    expect(await found('anna lee')).toEqual(['anna']);
    expect(await found('  Lee   Dora ')).toEqual(['dora']);
    expect(await found('anna.lee@exa')).toEqual(['anna']);
    expect(await found('hannah')).toEqual(['carl']);
    expect(await found('annex.org')).toEqual(['dora']);
    expect(await found('nobody')).toEqual([]);
    expect(await found('%*?')).toEqual([]);
    expect((await rows({ s: 'filler', l: 5 })).total).toBe(FILLERS);
    expect((await rows({ s: '   ' })).total).toBe(31);
    expect((await rows({ s: null })).total).toBe(31);
  });

  it('shows an admin change when the mutation answers, and a profile change within about a second', async () => {
    const carl = ids.get('carl')!;
    expect(
      (await run('mutation($u: ID!) { adminSetRole(userId: $u, role: "moderator") { role } }', { u: carl })).data,
    ).toEqual({ adminSetRole: { role: 'moderator' } });
    expect((await rows({ s: 'carl' })).users).toEqual([expect.objectContaining({ id: carl, role: 'moderator' })]);

    await run('mutation($u: ID!) { adminAddCredits(userId: $u, credits: 10) { id } }', { u: carl });
    await run('mutation($u: ID!) { adminSetSubscription(userId: $u, subscriptionStatus: ACTIVE) { id } }', { u: carl });
    expect((await rows({ s: 'carl' })).users[0]).toMatchObject({
      freeGenerationsLimit: 15,
      subscriptionStatus: 'ACTIVE',
    });

    const carlSession = (await users.signIn('hannah@example.com', 'secret12'))!;
    const renamed = await users.gql(
      'mutation { updateProfile(input: { firstName: "Carlos", lastName: "Zamora" }) { user { firstName } } }',
      {},
      carlSession,
    );
    expect(renamed.data).toEqual({ updateProfile: { user: { firstName: 'Carlos' } } });
    const t0 = Date.now();
    await waitFor(
      async () => (await rows({ s: 'zamo' })).users[0]?.id === carl,
      10_000,
      'the new name in the directory',
    );
    expect(Date.now() - t0).toBeLessThan(5000);
    expect((await rows({ s: 'jones' })).users).toEqual([]);
  });

  it('removes a deleted account when the deletion answers', async () => {
    const bob = ids.get('bob')!;
    expect((await run('mutation($u: ID!) { adminDeleteUser(userId: $u) }', { u: bob })).data).toEqual({
      adminDeleteUser: true,
    });
    const after = await rows({ l: 100 });
    expect(after.total).toBe(30);
    expect(after.users.map((u) => u.id)).not.toContain(bob);
    expect((await rows({ s: 'annston' })).total).toBe(0);
    // The table and the old list agree.
    const list = await run('{ adminUsers(limit: 500) { id } }', {});
    expect((list.data!['adminUsers'] as { id: string }[]).map((u) => u.id).sort()).toEqual(
      after.users.map((u) => u.id).sort(),
    );
  });

  it('catches up at the next start with a write whose sync was lost (a crash)', async () => {
    const dora = ids.get('dora')!;
    await users.stop();
    // What a crash between the database write and its sync leaves: the row is behind the user.
    await withDatabase(users.dbName, (db) =>
      db
        .collection('users')
        .updateOne({ _id: dora as never }, { $set: { lastName: 'Missedsync' }, $inc: { _version: 1 } }),
    );
    users = await startTestUsers({
      dbName: users.dbName,
      env: { BOOTSTRAP_ADMIN_EMAIL: adminEmail, BOOTSTRAP_ADMIN_PASSWORD: 'AdminPassword1' },
    });
    admin = (await users.signIn(adminEmail, 'AdminPassword1'))!;
    await waitFor(async () => (await rows({ s: 'missedsync' })).users[0]?.id === dora, 20_000, 'the reconciled row');
    expect((await rows({ s: 'dora' })).users).toEqual([expect.objectContaining({ id: dora, lastName: 'Missedsync' })]);
  });

  it('is rebuilt from the users collection at start when it was lost', async () => {
    const before = await rows({ l: 100 });
    await users.stop();
    const { searchUrl } = testSettings();
    await fetch(`${searchUrl}/${directoryAlias(users.dbName)}-v*`, { method: 'DELETE' });
    users = await startTestUsers({
      dbName: users.dbName,
      env: { BOOTSTRAP_ADMIN_EMAIL: adminEmail, BOOTSTRAP_ADMIN_PASSWORD: 'AdminPassword1' },
    });
    await waitFor(async () => (await rows({ l: 100 })).total === before.total, 30_000, 'the rebuilt directory');
    expect(await rows({ l: 100 })).toEqual(before);
  });
});
