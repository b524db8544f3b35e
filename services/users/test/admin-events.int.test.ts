import { randomUUID } from 'node:crypto';
import type { Producer } from 'kafkajs';
import { Topics, createEvent } from '@faithcraft/lib';
import { readTopic, testKafka, unique, waitFor } from '../../../test/support/kit';
import { dropDatabase, startTestUsers, type TestUsers } from './support/harness';

jest.setTimeout(120_000);

interface Published {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** The users topic's events about `userId`, in publication order. */
async function eventsAbout(userId: string): Promise<Published[]> {
  const messages = await readTopic(Topics.users, (m) => m.key?.toString() === userId);
  return messages
    .map((m) => JSON.parse(m.value!.toString()) as Published)
    .filter((e) => (e.data as { userId?: string }).userId === userId);
}

const ofType = (events: Published[], ...types: string[]) => events.filter((e) => types.includes(e.type));

describe('role and allowance changes are published on the users topic', () => {
  let users: TestUsers;
  let producer: Producer;
  const adminEmail = `${unique('admin')}@example.com`;

  beforeAll(async () => {
    users = await startTestUsers({
      env: { BOOTSTRAP_ADMIN_EMAIL: adminEmail, BOOTSTRAP_ADMIN_PASSWORD: 'AdminPassword1' },
    });
    producer = testKafka().producer();
    await producer.connect();
  });

  afterAll(async () => {
    await producer?.disconnect();
    await users?.stop();
    if (users) await dropDatabase(users.dbName);
  });

  it('announces a role change once, with the previous role, and not when the role stays', async () => {
    const admin = (await users.signIn(adminEmail, 'AdminPassword1'))!;
    const dana = await users.signUp(`${unique('dana')}@example.com`);
    const setRole = 'mutation($u: ID!, $r: String!) { adminSetRole(userId: $u, role: $r) { role } }';
    expect((await users.gql(setRole, { u: dana.userId, r: 'moderator' }, admin)).data).toEqual({
      adminSetRole: { role: 'moderator' },
    });
    // Same role again: nothing changes, nothing is announced.
    expect((await users.gql(setRole, { u: dana.userId, r: 'moderator' }, admin)).data).toEqual({
      adminSetRole: { role: 'moderator' },
    });
    // Refused input announces nothing either.
    expect((await users.gql(setRole, { u: dana.userId, r: 'X' }, admin)).errors?.[0]?.extensions?.code).toBe(
      'BAD_USER_INPUT',
    );
    expect((await users.gql(setRole, { u: dana.userId, r: 'user' }, admin)).data).toEqual({
      adminSetRole: { role: 'user' },
    });

    const roles = await waitFor(
      async () => {
        const found = ofType(await eventsAbout(dana.userId), 'UserRoleChanged.v1');
        return found.length >= 2 && found;
      },
      20_000,
      'two UserRoleChanged events',
    );
    expect(roles.map((e) => e.data)).toEqual([
      { userId: dana.userId, role: 'moderator', previousRole: 'user', changedAt: expect.any(String) },
      { userId: dana.userId, role: 'user', previousRole: 'moderator', changedAt: expect.any(String) },
    ]);
  });

  it('announces every allowance change with the figures after it and why', async () => {
    const admin = (await users.signIn(adminEmail, 'AdminPassword1'))!;
    const eve = await users.signUp(`${unique('eve')}@example.com`);
    const run = (query: string, variables: object) => users.gql<Record<string, unknown>>(query, variables, admin);

    // A generation charged: hold, then ImageGenerated (delivered twice: charged and announced once).
    const imageId = randomUUID();
    expect((await users.reserve(eve.userId, imageId)).body).toEqual({ granted: true, unlimited: false });
    const generated = createEvent({
      source: '/faithcraft/content',
      type: 'ImageGenerated.v1',
      subject: imageId,
      data: {
        imageId,
        ownerId: eve.userId,
        contentType: 'poster',
        category: 'fhe',
        title: 't',
        provider: 'builtin',
        durationMs: 10,
        generatedAt: new Date().toISOString(),
      },
    });
    for (let i = 0; i < 2; i++) {
      await producer.send({ topic: Topics.content, messages: [{ key: imageId, value: JSON.stringify(generated) }] });
    }
    const me = '{ me { freeGenerationsUsed } }';
    await waitFor(
      async () =>
        (await users.gql<{ me: { freeGenerationsUsed: number } }>(me, {}, eve)).data?.me.freeGenerationsUsed === 1,
      60_000,
      'the generation to be charged',
    );

    const setGen = `mutation($u: ID!, $i: AdminGenerationsInput!) { adminSetGenerations(userId: $u, input: $i) { freeGenerationsUsed } }`;
    await run(setGen, { u: eve.userId, i: { freeGenerationsUsed: 3, freeGenerationsLimit: 12 } });
    // The same figures again change nothing and announce nothing.
    await run(setGen, { u: eve.userId, i: { freeGenerationsUsed: 3, freeGenerationsLimit: 12 } });
    // Refused (used above limit): nothing.
    await run(setGen, { u: eve.userId, i: { freeGenerationsUsed: 20, freeGenerationsLimit: 12 } });
    await run('mutation($u: ID!) { adminResetGenerations(userId: $u) { freeGenerationsUsed } }', { u: eve.userId });
    // Reset again at 0: nothing moved.
    await run('mutation($u: ID!) { adminResetGenerations(userId: $u) { freeGenerationsUsed } }', { u: eve.userId });
    const credits = 'mutation($u: ID!, $c: Int!) { adminAddCredits(userId: $u, credits: $c) { freeGenerationsLimit } }';
    expect((await run(credits, { u: eve.userId, c: 7 })).data).toEqual({
      adminAddCredits: { freeGenerationsLimit: 19 },
    });
    await run(credits, { u: eve.userId, c: 0 });
    // The plan and the role are not allowance changes.
    await run('mutation($u: ID!) { adminSetSubscription(userId: $u, subscriptionStatus: ACTIVE) { id } }', {
      u: eve.userId,
    });

    const expected = [
      { freeGenerationsUsed: 1, freeGenerationsLimit: 5, reason: 'generation' },
      { freeGenerationsUsed: 3, freeGenerationsLimit: 12, reason: 'admin-set' },
      { freeGenerationsUsed: 0, freeGenerationsLimit: 12, reason: 'admin-reset' },
      { freeGenerationsUsed: 0, freeGenerationsLimit: 19, reason: 'admin-credits' },
    ].map((figures) => ({ userId: eve.userId, ...figures, changedAt: expect.any(String) }));
    const allowance = await waitFor(
      async () => {
        const found = ofType(await eventsAbout(eve.userId), 'GenerationAllowanceChanged.v1');
        return found.length >= expected.length && found;
      },
      20_000,
      'the allowance events',
    );
    // Give a stray duplicate time to show up before asserting the exact list.
    await new Promise((r) => setTimeout(r, 1000));
    const all = await eventsAbout(eve.userId);
    expect(ofType(all, 'GenerationAllowanceChanged.v1').map((e) => e.data)).toEqual(expected);
    expect(allowance.map((e) => e.data)).toEqual(expected.slice(0, allowance.length));
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    expect(ofType(all, 'UserRoleChanged.v1')).toEqual([]);
  });
});
