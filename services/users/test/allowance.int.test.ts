import { randomUUID } from 'node:crypto';
import type { Producer } from 'kafkajs';
import { Topics, createEvent } from '@faithcraft/lib';
import { testKafka, unique, waitFor } from '../../../test/support/kit';
import { dropDatabase, startTestUsers, withDatabase, type TestUsers } from './support/harness';

const ME =
  '{ me { freeGenerationsUsed freeGenerationsLimit canGenerate generationsRemaining subscriptionStatus subscriptionEndsAt } }';
const LIMIT_TEXT = "You've used all your free generations. Upgrade to the Family Plan for unlimited access.";

function imageEvent(
  type: 'ImageGenerated.v1' | 'ImageGenerationFailed.v1',
  ownerId: string,
  imageId: string,
  id?: string,
) {
  const ref = { imageId, ownerId, contentType: 'poster', category: 'fhe' };
  return createEvent({
    id,
    source: '/faithcraft/content',
    type,
    subject: imageId,
    data:
      type === 'ImageGenerated.v1'
        ? { ...ref, title: 't', provider: 'builtin', durationMs: 10, generatedAt: new Date().toISOString() }
        : { ...ref, reason: 'provider failed' },
  });
}

jest.setTimeout(120_000);

describe('generation allowance: holds, charges and releases', () => {
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

  const publish = (topic: string, key: string, event: object) =>
    producer.send({ topic, messages: [{ key, value: JSON.stringify(event) }] });

  it('grants exactly 5 of 50 concurrent reservations, charges once per generated image and releases failures', async () => {
    const user = await users.signUp(`${unique('free')}@example.com`);
    const imageIds = Array.from({ length: 50 }, () => randomUUID());
    const answers = await Promise.all(imageIds.map((id) => users.reserve(user.userId, id)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const granted = imageIds.filter((_, i) => (answers[i]!.body as { granted: boolean }).granted);
    expect(granted).toHaveLength(5);
    const denied = answers.find((a) => !(a.body as { granted: boolean }).granted)!;
    expect(denied.body).toEqual({ granted: false, message: LIMIT_TEXT });
    // Idempotent per image: asking again for a held image is still a grant and takes nothing more.
    expect((await users.reserve(user.userId, granted[0]!)).body).toEqual({ granted: true, unlimited: false });

    expect((await users.gql(ME, {}, user)).data?.me).toMatchObject({
      freeGenerationsUsed: 0,
      canGenerate: false,
      generationsRemaining: 0,
    });

    // Generated, delivered twice with the same id and once more under a new id: charged once.
    const generated = imageEvent('ImageGenerated.v1', user.userId, granted[0]!);
    await publish(Topics.content, granted[0]!, generated);
    await publish(Topics.content, granted[0]!, generated);
    await publish(Topics.content, granted[0]!, imageEvent('ImageGenerated.v1', user.userId, granted[0]!));
    // Failed: released, nothing charged.
    const failed = imageEvent('ImageGenerationFailed.v1', user.userId, granted[1]!);
    await publish(Topics.content, granted[1]!, failed);
    // About a user this service does not know: ignored.
    await publish(Topics.content, 'x', imageEvent('ImageGenerated.v1', randomUUID(), randomUUID()));

    const holdsOf = () =>
      withDatabase(users.dbName, async (db) => {
        const doc = await db.collection('users').findOne({ _id: user.userId as never });
        return { used: doc?.['freeGenerationsUsed'] as number, holds: doc?.['generationHolds'] as string[] };
      });
    await waitFor(
      async () => {
        const s = await holdsOf();
        return s.used === 1 && s.holds.length === 3;
      },
      60_000,
      'the charge and the release',
    );
    await new Promise((r) => setTimeout(r, 1500)); // a duplicate would have arrived by now
    const settled = await holdsOf();
    expect(settled.used).toBe(1);
    expect(settled.holds.sort()).toEqual(granted.slice(2).sort());

    expect((await users.gql(ME, {}, user)).data?.me).toMatchObject({
      freeGenerationsUsed: 1,
      canGenerate: true,
      generationsRemaining: 1,
    });
    expect((await users.reserve(user.userId, randomUUID())).body).toEqual({ granted: true, unlimited: false });
    expect((await users.reserve(user.userId, randomUUID())).body).toEqual({ granted: false, message: LIMIT_TEXT });
  });

  it('never holds or charges an admin, answers 404 for unknown users and 401 without a service token', async () => {
    const admin = (await users.signIn(adminEmail, 'AdminPassword1'))!;
    const imageId = randomUUID();
    expect((await users.reserve(admin.userId, imageId)).body).toEqual({ granted: true, unlimited: true });
    expect((await users.gql(ME, {}, admin)).data?.me).toMatchObject({ canGenerate: true, generationsRemaining: null });
    expect((await users.reserve(randomUUID(), imageId)).status).toBe(404);
    expect((await users.reserve(admin.userId, imageId, null)).status).toBe(401);
    expect((await users.reserve(admin.userId, imageId, 'forged')).status).toBe(401);
  });

  it('mirrors SubscriptionChanged and ignores an older change that arrives later', async () => {
    const user = await users.signUp(`${unique('plan')}@example.com`);
    const change = (status: string, changedAt: string, endsAt: string | null) =>
      createEvent({
        source: '/faithcraft/commerce',
        type: 'SubscriptionChanged.v1',
        subject: user.userId,
        data: { userId: user.userId, subscriptionStatus: status, endsAt, changedAt },
      });
    await publish(Topics.commerce, user.userId, change('active', '2026-03-02T00:00:00Z', '2026-04-02T00:00:00Z'));
    const stale = change('inactive', '2026-03-01T00:00:00Z', null);
    await publish(Topics.commerce, user.userId, stale);
    await waitFor(
      () =>
        withDatabase(users.dbName, (db) =>
          db.collection(`processed_events_users_${users.dbName}`).countDocuments({ _id: stale.id as never }),
        ).then((n) => n === 1),
      60_000,
      'the stale event to be processed',
    );
    expect((await users.gql(ME, {}, user)).data?.me).toMatchObject({
      subscriptionStatus: 'ACTIVE',
      subscriptionEndsAt: '2026-04-02T00:00:00.000Z',
      canGenerate: true,
      generationsRemaining: null,
    });
    // Unlimited: no hold is taken.
    expect((await users.reserve(user.userId, randomUUID())).body).toEqual({ granted: true, unlimited: true });
  });
});
