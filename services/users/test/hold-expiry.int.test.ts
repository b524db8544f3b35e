import { randomUUID } from 'node:crypto';
import { SERVICE_TOKEN_HEADER, createLogger, signServiceToken } from '@faithcraft/lib';
import { unique } from '../../../test/support/kit';
import { AllowanceService } from '../src/accounts/allowance-service';
import { createStores } from '../src/data/stores';
import { INTERNAL_SECRET, dropDatabase, startTestUsers, withDatabase, type TestUsers } from './support/harness';

jest.setTimeout(120_000);

const LIMIT_TEXT = "You've used all your free generations. Upgrade to the Family Plan for unlimited access.";
const ME = '{ me { freeGenerationsUsed generationsRemaining canGenerate } }';
const MINUTE = 60_000;

/** A hold that never settles (decision 0004) must not cost the user a generation for ever. */
describe('generation holds that never settle are released after HOLD_EXPIRY_MINUTES', () => {
  let clock = Date.now();
  const now = () => new Date(clock);
  let users: TestUsers;

  beforeAll(async () => {
    users = await startTestUsers({ now, env: { HOLD_EXPIRY_MINUTES: '30' } });
  });
  afterAll(async () => {
    await users?.stop();
    if (users) await dropDatabase(users.dbName);
  });

  const storedHolds = (userId: string) =>
    withDatabase(users.dbName, async (db) => {
      const doc = await db.collection('users').findOne({ _id: userId as never });
      return { holds: doc?.['generationHolds'] as string[], used: doc?.['freeGenerationsUsed'] as number };
    });
  const grantedIds = async (userId: string, count: number) => {
    const ids = Array.from({ length: count }, () => randomUUID());
    for (const id of ids) expect((await users.reserve(userId, id)).body).toEqual({ granted: true, unlimited: false });
    return ids;
  };

  it('releases orphaned holds lazily at the next reservation once they expired, and not before', async () => {
    const user = await users.signUp(`${unique('orphan')}@example.com`);
    await grantedIds(user.userId, 5);
    expect((await users.reserve(user.userId, randomUUID())).body).toEqual({ granted: false, message: LIMIT_TEXT });

    clock += 29 * MINUTE;
    expect((await users.reserve(user.userId, randomUUID())).body).toEqual({ granted: false, message: LIMIT_TEXT });

    clock += 2 * MINUTE;
    const next = randomUUID();
    expect((await users.reserve(user.userId, next)).body).toEqual({ granted: true, unlimited: false });
    expect(await storedHolds(user.userId)).toEqual({ holds: [next], used: 0 });
    expect((await users.gql(ME, {}, user)).data?.['me']).toEqual({
      freeGenerationsUsed: 0,
      generationsRemaining: 4,
      canGenerate: true,
    });
  });

  it('releases expired holds in the periodic sweep, leaving live ones', async () => {
    const user = await users.signUp(`${unique('sweep')}@example.com`);
    await grantedIds(user.userId, 1);
    clock += 20 * MINUTE;
    const [live] = await grantedIds(user.userId, 1);
    // The first hold is now 31 minutes old, the second 11: no reservation comes to release it.
    clock += 11 * MINUTE;
    // Reads no longer count the expired hold, even before it is swept.
    expect((await users.gql(ME, {}, user)).data?.['me']).toMatchObject({ generationsRemaining: 4 });
    const log = createLogger('test', 'silent');
    const swept = await withDatabase(users.dbName, async (db) => {
      const { users: store } = await createStores(db, log);
      return new AllowanceService(store, 30 * MINUTE, now).releaseExpiredHolds();
    });
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await storedHolds(user.userId)).toEqual({ holds: [live], used: 0 });
  });

  it('gives a hold back at once when the content service releases it (its image was never stored)', async () => {
    const user = await users.signUp(`${unique('release')}@example.com`);
    const [imageId] = await grantedIds(user.userId, 1);
    const release = (token: string | null) =>
      fetch(`${users.baseUrl}/internal/allowance/release`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { [SERVICE_TOKEN_HEADER]: token } : {}) },
        body: JSON.stringify({ userId: user.userId, imageId }),
      });
    expect((await release(null)).status).toBe(401);
    const res = await release(signServiceToken('content', INTERNAL_SECRET));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ released: true });
    expect(await storedHolds(user.userId)).toEqual({ holds: [], used: 0 });
  });
});
