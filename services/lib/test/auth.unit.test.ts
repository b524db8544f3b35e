import type { AddressInfo } from 'node:net';
import express from 'express';
import { GraphQLError } from 'graphql';
import { AdminPolicy, type SessionSource } from '../src/auth/admin-policy';
import { requireServiceToken } from '../src/auth/service-token';
import { UsersSessionClient } from '../src/auth/users-sessions';
import { IDENTITY_HEADER, SERVICE_TOKEN_HEADER, signIdentity, signServiceToken, type Identity } from '../src/identity';
import { startUsersSessionsDouble } from '../../../test/support/users-sessions';

const SECRET = 'auth-unit-test-secret-0123456789';

/** Sessions as the users service would answer them; counts lookups. */
function sessionTable(): SessionSource & { rows: Map<string, { userId: string; role: string }>; lookups: number } {
  const rows = new Map<string, { userId: string; role: string }>();
  const table = {
    rows,
    lookups: 0,
    resolveSession: async (id: string) => {
      table.lookups += 1;
      return rows.get(id) ?? null;
    },
  };
  return table;
}

const code = (err: unknown) => (err instanceof GraphQLError ? err.extensions['code'] : err);
const admin: Identity = { userId: 'a1', role: 'admin', sessionId: 's-admin' };

describe('the admin policy (fresh role check)', () => {
  it('admits a live admin once per request, however many fields ask', async () => {
    const sessions = sessionTable();
    sessions.rows.set('s-admin', { userId: 'a1', role: 'admin' });
    const policy = new AdminPolicy(sessions);
    const ctx = { identity: { ...admin } };
    await expect(policy.requireAdmin(ctx)).resolves.toEqual(admin);
    await expect(policy.requireAdmin(ctx)).resolves.toEqual(admin);
    expect(sessions.lookups).toBe(1);
  });

  it('refuses an admin demoted or signed out since the gateway signed the identity', async () => {
    const sessions = sessionTable();
    const policy = new AdminPolicy(sessions);
    sessions.rows.set('s-admin', { userId: 'a1', role: 'user' });
    expect(code(await policy.requireAdmin({ identity: { ...admin } }).catch((e: unknown) => e))).toBe('FORBIDDEN');
    sessions.rows.delete('s-admin');
    expect(code(await policy.requireAdmin({ identity: { ...admin } }).catch((e: unknown) => e))).toBe(
      'UNAUTHENTICATED',
    );
    // A session that belongs to someone else is not this caller's.
    sessions.rows.set('s-admin', { userId: 'other', role: 'admin' });
    expect(code(await policy.requireAdmin({ identity: { ...admin } }).catch((e: unknown) => e))).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses anonymous callers and users; isAdmin answers false for them without a lookup', async () => {
    const sessions = sessionTable();
    sessions.rows.set('s-user', { userId: 'u1', role: 'user' });
    const policy = new AdminPolicy(sessions);
    expect(code(await policy.requireAdmin({ identity: null }).catch((e: unknown) => e))).toBe('UNAUTHENTICATED');
    const user = { userId: 'u1', role: 'user', sessionId: 's-user' };
    expect(code(await policy.requireAdmin({ identity: user }).catch((e: unknown) => e))).toBe('FORBIDDEN');
    const lookups = sessions.lookups;
    expect(await policy.isAdmin({ ...user })).toBe(false);
    expect(await policy.isAdmin(null)).toBe(false);
    expect(sessions.lookups).toBe(lookups);
  });

  it('readAsAdmin: reads alongside the check for a signed admin, answers only a confirmed one, reads nothing for others', async () => {
    const sessions = sessionTable();
    const policy = new AdminPolicy(sessions);
    let reads = 0;
    const read = async () => {
      reads += 1;
      return 'figures';
    };
    sessions.rows.set('s-admin', { userId: 'a1', role: 'admin' });
    await expect(policy.readAsAdmin({ identity: { ...admin } }, read)).resolves.toBe('figures');
    expect(reads).toBe(1);

    // Demoted since the identity was signed: the read ran, its answer is withheld.
    sessions.rows.set('s-admin', { userId: 'a1', role: 'user' });
    const demoted = await policy.readAsAdmin({ identity: { ...admin } }, read).catch((e: unknown) => e);
    expect(code(demoted)).toBe('FORBIDDEN');
    // The refusal wins over the read's own failure.
    const failing = () => Promise.reject(new GraphQLError('bad input', { extensions: { code: 'BAD_USER_INPUT' } }));
    expect(code(await policy.readAsAdmin({ identity: { ...admin } }, failing).catch((e: unknown) => e))).toBe(
      'FORBIDDEN',
    );

    // Not signed as admin: checked first, nothing read.
    reads = 0;
    sessions.rows.set('s-user', { userId: 'u1', role: 'user' });
    const user = { userId: 'u1', role: 'user', sessionId: 's-user' };
    expect(code(await policy.readAsAdmin({ identity: user }, read).catch((e: unknown) => e))).toBe('FORBIDDEN');
    expect(code(await policy.readAsAdmin({ identity: null }, read).catch((e: unknown) => e))).toBe('UNAUTHENTICATED');
    expect(reads).toBe(0);
    // Promoted since the identity was signed: the live role counts.
    sessions.rows.set('s-user', { userId: 'u1', role: 'admin' });
    await expect(policy.readAsAdmin({ identity: { ...user } }, read)).resolves.toBe('figures');
  });

  it('guards HTTP routes: 401 without identity, 403 with the given text, 503 when sessions are unreachable', async () => {
    const sessions = sessionTable();
    sessions.rows.set('s-admin', { userId: 'a1', role: 'admin' });
    sessions.rows.set('s-user', { userId: 'u1', role: 'user' });
    const guard = new AdminPolicy(sessions).httpGuard(SECRET, 'Admins only');
    const down = new AdminPolicy(
      new UsersSessionClient({ usersInternalUrl: 'http://127.0.0.1:9', internalSecret: SECRET, caller: 'test' }),
    ).httpGuard(SECRET);
    const app = express();
    app.get('/a', guard, (_req, res) => res.json({ admin: (res.locals['identity'] as Identity).userId }));
    app.get('/down', down, (_req, res) => res.json({}));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const as = (path: string, identity?: Identity) =>
      fetch(`${base}${path}`, { headers: identity ? { [IDENTITY_HEADER]: signIdentity(identity, SECRET) } : {} });
    try {
      const anonymous = await as('/a');
      expect([anonymous.status, await anonymous.json()]).toEqual([401, { message: 'Unauthorized' }]);
      const user = await as('/a', { userId: 'u1', role: 'user', sessionId: 's-user' });
      expect([user.status, await user.json()]).toEqual([403, { message: 'Admins only' }]);
      const ok = await as('/a', admin);
      expect([ok.status, await ok.json()]).toEqual([200, { admin: 'a1' }]);
      const unavailable = await as('/down', admin);
      expect(unavailable.status).toBe(503);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('the service-token middleware and the users session client', () => {
  it('lets only callers with a service token signed by the shared secret through', async () => {
    const app = express();
    app.post('/internal/x', requireServiceToken(SECRET), (_req, res) => res.json({ from: res.locals['service'] }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/internal/x`;
    const post = (token?: string) =>
      fetch(url, { method: 'POST', headers: token ? { [SERVICE_TOKEN_HEADER]: token } : {} });
    try {
      expect((await post()).status).toBe(401);
      expect((await post(signServiceToken('content', 'another-secret-0123456789abcdef'))).status).toBe(401);
      const ok = await post(signServiceToken('content', SECRET));
      expect([ok.status, await ok.json()]).toEqual([200, { from: 'content' }]);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('reads sessions from the users service contract: found, ended (null), refused secret (unavailable)', async () => {
    const users = await startUsersSessionsDouble(SECRET);
    try {
      users.sessions.set('s1', { userId: 'u1', role: 'admin' });
      const client = new UsersSessionClient({ usersInternalUrl: users.url, internalSecret: SECRET, caller: 'email' });
      expect(await client.resolveSession('s1')).toEqual({ userId: 'u1', role: 'admin' });
      expect(await client.resolveSession('gone')).toBeNull();
      const wrong = new UsersSessionClient({
        usersInternalUrl: users.url,
        internalSecret: 'wrong-secret-0123456789abcdef',
        caller: 'email',
      });
      expect(code(await wrong.resolveSession('s1').catch((e: unknown) => e))).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await users.close();
    }
  });
});
